/** The current step's fields; step 1 also shows the crawl's progress or why it failed. */
import type { WizardState } from '../hooks/use-wizard-state';
import type { useWebsiteCrawl } from '../hooks/use-website-crawl';
import { BasicsStep } from './steps/basics-step';
import { CrawlFailure } from './steps/crawl-failure';
import { CrawlProgress } from './steps/crawl-progress';
import { DiningStep } from './steps/dining-step';
import { FacilitiesStep } from './steps/facilities-step';
import { LocationStep } from './steps/location-step';
import { OperationsStep } from './steps/operations-step';
import { WebsiteStep } from './steps/website-step';

type WizardStepBodyProps = {
  wizard: WizardState;
  crawl: ReturnType<typeof useWebsiteCrawl>;
  busy: boolean;
};

export function WizardStepBody({ wizard, crawl, busy }: WizardStepBodyProps) {
  switch (wizard.step) {
    case 0:
      return (
        <>
          <WebsiteStep wizard={wizard} busy={busy} />
          {crawl.pending && <CrawlProgress host={crawl.host} onCancel={crawl.cancel} />}
          {(crawl.error !== null || crawl.nothingFound) && (
            <CrawlFailure
              error={crawl.error}
              nothingFound={crawl.nothingFound}
              onDismiss={crawl.dismiss}
            />
          )}
        </>
      );
    case 1:
      return <BasicsStep wizard={wizard} />;
    case 2:
      return <LocationStep wizard={wizard} />;
    case 3:
      return <DiningStep wizard={wizard} />;
    case 4:
      return <OperationsStep wizard={wizard} />;
    default:
      return <FacilitiesStep wizard={wizard} />;
  }
}
