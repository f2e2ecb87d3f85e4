/** What replaces the contact form once the inquiry is stored, with a way to send another. */
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { contactCodes } from '@tablefor/shared';
import { Button } from '@/components/button/button';
import { errorText } from '@/lib/error-text';
import '@/i18n/bundles/business-texts';
import { CheckIcon } from '@/components/icons/page-icons';
import styles from './contact-section.module.css';

export function ContactSuccess({ onSendAnother }: { onSendAnother: () => void }) {
  const { t } = useTranslation();
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The form the keyboard was in is gone: continue from the confirmation.
  useEffect(() => titleRef.current?.focus(), []);

  return (
    <div className={styles.success} role="status">
      <span className={styles.successIcon}>
        <CheckIcon size={28} />
      </span>
      <h3 ref={titleRef} tabIndex={-1} className={styles.successTitle}>
        {t('business.contact.successTitle')}
      </h3>
      <p className={styles.successText}>{errorText(t, { code: contactCodes.submitted })}</p>
      <Button variant="secondary" onClick={onSendAnother}>
        {t('business.contact.sendAnother')}
      </Button>
    </div>
  );
}
