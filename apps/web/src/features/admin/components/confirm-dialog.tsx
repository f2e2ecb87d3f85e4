/** Asks before a deletion; a refusal keeps the dialog open with the reason. */
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/button/button';
import { ErrorList } from '@/components/error-list/error-list';
import { Modal } from '@/components/modal/modal';
import type { Failure } from '../lib/failure-messages';
import styles from './confirm-dialog.module.css';
import '@/i18n/bundles/admin-texts';

type ConfirmDialogProps = {
  title: string;
  question: string;
  detail?: string;
  confirmLabel: string;
  pending: boolean;
  failure: Failure | null;
  onConfirm: () => void;
  onClose: () => void;
};

export function ConfirmDialog({
  title,
  question,
  detail,
  confirmLabel,
  pending,
  failure,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal title={title} description={question} onClose={onClose}>
      <div className={styles.body}>
        {failure && <ErrorList title={failure.title} messages={failure.messages} />}
        {detail && <p className={styles.detail}>{detail}</p>}
        <div className={styles.actions}>
          {/* The safe choice takes the focus. */}
          <Button variant="secondary" onClick={onClose} disabled={pending} data-autofocus>
            {t('admin.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
