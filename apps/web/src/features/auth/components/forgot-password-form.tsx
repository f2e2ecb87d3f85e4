/**
 * Asks for a reset link. Whatever the address, the answer is the same sentence: whether it has an
 * account is not told here either.
 */
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import {
  passwordCodes,
  passwordResetRequestSchema,
  PASSWORD_RESET_TTL_MINUTES,
} from '@tablefor/shared';
import { Button } from '@/components/button/button';
import { ErrorList } from '@/components/error-list/error-list';
import { Notice } from '@/components/notice/notice';
import { TextField } from '@/components/text-field/text-field';
import { errorText, serverErrorMessages } from '@/lib/error-text';
import { useZodForm } from '@/lib/use-zod-form';
import { useRequestPasswordReset } from '../api/password-reset';
import styles from './auth-form.module.css';
import '@/i18n/bundles/password-texts';

export function ForgotPasswordForm({ footer }: { footer?: ReactNode }) {
  const { t } = useTranslation();
  const form = useZodForm(passwordResetRequestSchema, { email: '' });
  const request = useRequestPasswordReset();

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate();
    if (input) request.mutate(input);
  }

  if (request.isSuccess) {
    return (
      <div className={styles.form}>
        <Notice tone="success" live title={errorText(t, { code: passwordCodes.linkSent })}>
          <p>{t('password.forgot.sentHint', { minutes: PASSWORD_RESET_TTL_MINUTES })}</p>
        </Notice>
        <Button variant="secondary" fullWidth onClick={() => request.reset()}>
          {t('password.forgot.again')}
        </Button>
        {footer}
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <ErrorList messages={request.isError ? serverErrorMessages(request.error, t) : []} />
      <TextField
        label={t('password.forgot.email')}
        type="email"
        autoComplete="email"
        {...form.field('email')}
      />
      <Button type="submit" fullWidth size="lg" loading={request.isPending}>
        {t('password.forgot.submit')}
      </Button>
      {footer}
    </form>
  );
}
