/**
 * Approve and Reject for what waits for a decision (a listing, a claim), with the API's refusal
 * above them. Reject opens the caller's reason dialog, passed as children while it is open.
 */
import type { ReactNode } from 'react';
import { Button } from '@/components/button/button';
import { ErrorList } from '@/components/error-list/error-list';
import type { Failure } from '../lib/failure-messages';
import styles from './review-buttons.module.css';

type ReviewButtonsProps = {
  labels: { approve: string; approveNamed: string; reject: string; rejectNamed: string };
  approving: boolean;
  failure: Failure | null;
  onApprove: () => void;
  onReject: () => void;
  size?: 'sm' | 'md';
  children?: ReactNode;
};

export function ReviewButtons({
  labels,
  approving,
  failure,
  onApprove,
  onReject,
  size = 'sm',
  children,
}: ReviewButtonsProps) {
  return (
    <div className={styles.actions}>
      {failure && <ErrorList title={failure.title} messages={failure.messages} />}
      <div className={styles.buttons}>
        <Button
          size={size}
          loading={approving}
          onClick={onApprove}
          aria-label={labels.approveNamed}
        >
          {labels.approve}
        </Button>
        <Button
          variant="secondary"
          size={size}
          className={styles.reject}
          disabled={approving}
          onClick={onReject}
          aria-haspopup="dialog"
          aria-label={labels.rejectNamed}
        >
          {labels.reject}
        </Button>
      </div>
      {children}
    </div>
  );
}
