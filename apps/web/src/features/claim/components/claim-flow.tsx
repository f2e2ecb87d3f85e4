/** The five steps and the success page, in the claim frame, for a listing and a backend. */
import type { ClaimPreview } from '@tablefor/shared';
import { useClaimFlow } from '../hooks/use-claim-flow';
import type { ClaimBackend } from '../lib/claim-backend';
import { ClaimLayout } from './claim-layout';
import { ClaimSuccess } from './claim-success';
import { EssentialsStep } from './essentials-step';
import { GoalsStep } from './goals-step';
import { PainPointsStep } from './pain-points-step';
import { ReviewStep } from './review-step';
import { VerificationStep } from './verification-step';

type ClaimFlowProps = {
  restaurant: ClaimPreview;
  backend: ClaimBackend;
  /** The demo's sample business e-mail, filled in: a visitor cannot know the listing's. */
  sampleEmail?: string;
};

export function ClaimFlow({ restaurant, backend, sampleEmail }: ClaimFlowProps) {
  const flow = useClaimFlow(sampleEmail);
  const { step, completed, submitted } = flow;
  return (
    <ClaimLayout step={step} completed={completed} demo={backend.demo} showProgress={!submitted}>
      {submitted ? (
        <ClaimSuccess restaurantId={backend.demo ? null : restaurant.id} onAgain={flow.reset} />
      ) : step === 1 ? (
        <VerificationStep restaurant={restaurant} backend={backend} flow={flow} />
      ) : step === 2 ? (
        <EssentialsStep flow={flow} />
      ) : step === 3 ? (
        <PainPointsStep flow={flow} />
      ) : step === 4 ? (
        <GoalsStep flow={flow} />
      ) : (
        <ReviewStep restaurant={restaurant} backend={backend} flow={flow} />
      )}
    </ClaimLayout>
  );
}
