/**
 * The reason a guest reads when the restaurant declines their callback request or cancels their
 * table, checked by the shared schema the API checks with (required, at most
 * DECLINE_REASON_MAX_LENGTH characters).
 */
import { useTranslation } from '@/i18n/use-translation';
import { DECLINE_REASON_MAX_LENGTH, ownerCancellationSchema } from '@tablefor/shared';
import { ReasonDialog } from '@/components/reason-dialog/reason-dialog';
import '@/i18n/bundles/owner-console-texts';

/** Which texts the dialog shows: ownerConsole.declineDialog.* or ownerConsole.cancelDialog.*. */
export type GuestReasonKind = 'declineDialog' | 'cancelDialog';

type GuestReasonDialogProps = {
  kind: GuestReasonKind;
  guestName: string;
  pending: boolean;
  /** The API's refusal, translated. */
  failure: string[];
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

export function GuestReasonDialog({ kind, guestName, failure, ...rest }: GuestReasonDialogProps) {
  const { t } = useTranslation();
  return (
    <ReasonDialog
      {...rest}
      schema={ownerCancellationSchema}
      maxLength={DECLINE_REASON_MAX_LENGTH}
      rows={4}
      failure={failure.length > 0 ? { messages: failure } : null}
      texts={{
        title: t(`ownerConsole.${kind}.title`),
        description: t(`ownerConsole.${kind}.text`, { name: guestName }),
        label: t(`ownerConsole.${kind}.reason`),
        hint: t(`ownerConsole.${kind}.hint`),
        keep: t(`ownerConsole.${kind}.keep`),
        confirm: t(`ownerConsole.${kind}.confirm`),
        counter: (count, max) => t('ownerConsole.reasonCharacters', { count, max }),
      }}
    />
  );
}
