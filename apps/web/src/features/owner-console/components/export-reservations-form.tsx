/**
 * 'Export reservations': a range of the restaurant's days (at most EXPORT_MAX_DAYS), checked by
 * the shared query schema the API checks with, downloaded as CSV; the API's refusals are shown.
 */
import { useState, type FormEvent } from 'react';
import { DownloadIcon } from '@/components/icons/page-icons';
import { useTranslation } from '@/i18n/use-translation';
import { addDays, EXPORT_MAX_DAYS, reservationExportQuerySchema } from '@tablefor/shared';
import { Button } from '@/components/button/button';
import { ErrorList } from '@/components/error-list/error-list';
import { TextField } from '@/components/text-field/text-field';
import { useZodForm } from '@/lib/use-zod-form';
import { useExportReservations } from '../api/export-reservations';
import { failureMessages } from '../lib/console-failure';
import { ConsoleSection } from './console-section';
import styles from './export-reservations-form.module.css';
import '@/i18n/bundles/owner-console-texts';

/** The week from the day on screen, to start from. */
const DEFAULT_DAYS = 7;

type ExportProps = { restaurantId: number; from: string };

export function ExportReservationsForm({ restaurantId, from }: ExportProps) {
  const { t } = useTranslation();
  const form = useZodForm(reservationExportQuerySchema, {
    from,
    to: addDays(from, DEFAULT_DAYS - 1),
  });
  const exporting = useExportReservations(restaurantId);
  const [done, setDone] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    exporting.reset();
    setDone(false);
    const range = form.validate();
    if (range) exporting.mutate(range, { onSuccess: () => setDone(true) });
  }

  return (
    <ConsoleSection
      title={t('ownerConsole.export.heading')}
      intro={t('ownerConsole.export.intro', { days: EXPORT_MAX_DAYS })}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        {exporting.isError && (
          <ErrorList
            title={t('ownerConsole.export.failed')}
            messages={failureMessages(exporting.error, t, t('ownerConsole.export.tryAgain'))}
          />
        )}
        <div className={styles.range}>
          <TextField {...form.field('from')} type="date" label={t('ownerConsole.export.from')} />
          <TextField {...form.field('to')} type="date" label={t('ownerConsole.export.to')} />
        </div>
        <Button type="submit" variant="secondary" loading={exporting.isPending}>
          <DownloadIcon size={18} />
          {t('ownerConsole.export.download')}
        </Button>
        {done && (
          <p className={styles.done} role="status">
            {t('ownerConsole.export.done')}
          </p>
        )}
      </form>
    </ConsoleSection>
  );
}
