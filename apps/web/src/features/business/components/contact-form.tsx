/** The sales contact form: a message under each field, then the API's answer. */
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'react-router';
import { PHONE_INPUT_MAX_LENGTH, contactCodes } from '@tablefor/shared';
import { Button } from '@/components/button/button';
import { Select } from '@/components/select/select';
import { TextField } from '@/components/text-field/text-field';
import { ApiError } from '@/lib/api-client';
import { errorText, serverErrorMessages } from '@/lib/error-text';
import '@/i18n/bundles/business-texts';
import { useContactForm } from '../hooks/use-contact-form';
import { useContactOptions } from '../lib/contact-options';
import styles from './contact-form.module.css';

export function ContactForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation();
  const { formRef, field, submit, send } = useContactForm(onSent);
  const options = useContactOptions();
  // A rate limit says when to try again; any other failure is the spec's one message.
  const failure =
    send.error instanceof ApiError && send.error.status === 429
      ? serverErrorMessages(send.error, t).join(' ')
      : send.isError
        ? errorText(t, { code: contactCodes.submitFailed })
        : null;

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.grid}>
        <TextField
          label={t('business.contact.firstName')}
          autoComplete="given-name"
          {...field('firstName')}
        />
        <TextField
          label={t('business.contact.lastName')}
          autoComplete="family-name"
          {...field('lastName')}
        />
        <TextField
          label={t('business.contact.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          {...field('email')}
        />
        <TextField
          label={t('business.contact.phoneNumber')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(123) 456-7890"
          maxLength={PHONE_INPUT_MAX_LENGTH}
          {...field('phoneNumber')}
        />
        <TextField
          label={t('business.contact.restaurantName')}
          autoComplete="organization"
          className={styles.wide}
          {...field('restaurantName')}
        />
        <Select
          label={t('business.contact.jobTitle')}
          options={options.jobTitle}
          {...field('jobTitle')}
        />
        <Select
          label={t('business.contact.numLocations')}
          options={options.numLocations}
          {...field('numLocations')}
        />
        <Select
          label={t('business.contact.contactReason')}
          options={options.contactReason}
          className={styles.wide}
          {...field('contactReason')}
        />
      </div>
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      <Button type="submit" size="lg" fullWidth loading={send.isPending}>
        {send.isPending ? t('business.contact.submitting') : t('business.contact.submit')}
      </Button>
      <p className={styles.note}>
        {t('business.contact.privacyNote')}{' '}
        <Link to="/privacy-policy">{t('business.contact.privacyLink')}</Link>
      </p>
    </form>
  );
}
