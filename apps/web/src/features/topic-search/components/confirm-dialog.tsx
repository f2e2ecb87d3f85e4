/** Asks before something is done ('Save 3 restaurants?', 'Clear all past searches?'). */
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/button/button';
import { Modal, ModalActions } from '@/components/modal/modal';
import '@/i18n/bundles/topic-search-texts';

type ConfirmDialogProps = {
  title: string;
  text: string;
  confirmLabel: string;
  pending?: boolean;
  /** Removes something: the safe choice, Cancel, takes the focus. */
  destructive?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  pending = false,
  destructive = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  // While the request runs the dialog stays: closing it would hide what is happening.
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <Modal title={title} description={text} onClose={close}>
      <ModalActions>
        <Button
          variant="secondary"
          onClick={close}
          disabled={pending}
          data-autofocus={destructive || undefined}
        >
          {t('topicSearch.results.confirm.cancel')}
        </Button>
        <Button onClick={onConfirm} loading={pending} data-autofocus={!destructive || undefined}>
          {confirmLabel}
        </Button>
      </ModalActions>
    </Modal>
  );
}
