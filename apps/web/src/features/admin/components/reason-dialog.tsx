/**
 * An administrator's decision that needs a reason the other side will read (rejecting a listing
 * or a claim): the shared reason dialog with the admin's field, counter and cancel texts.
 */
import type { z } from 'zod';
import { useTranslation } from '@/i18n/use-translation';
import { ReasonDialog as SharedReasonDialog } from '@/components/reason-dialog/reason-dialog';
import type { Failure } from '../lib/failure-messages';
import '@/i18n/bundles/admin-texts';

type ReasonDialogProps = {
  title: string;
  description: string;
  hint: string;
  confirmLabel: string;
  schema: z.ZodType<{ reason: string }>;
  /** The schema's longest reason, for the counter under the field. */
  maxLength: number;
  pending: boolean;
  failure: Failure | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

export function ReasonDialog({
  title,
  description,
  hint,
  confirmLabel,
  ...rest
}: ReasonDialogProps) {
  const { t } = useTranslation();
  return (
    <SharedReasonDialog
      {...rest}
      texts={{
        title,
        description,
        hint,
        label: t('admin.reasonDialog.reason'),
        keep: t('admin.cancel'),
        confirm: confirmLabel,
        counter: (count, max) => t('admin.reasonDialog.characters', { count, max }),
      }}
    />
  );
}
