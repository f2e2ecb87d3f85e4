/**
 * The new password, typed twice, for the token of an e-mailed link (sign-up's rules). Done, it
 * sends the diner to sign in; a spent, voided or expired link offers to ask for another.
 */
import type { FormEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { passwordCodes, passwordResetFormSchema } from '@tablefor/shared';
import { Button, ButtonLink } from '@/components/button/button';
import { ErrorList } from '@/components/error-list/error-list';
import { Notice } from '@/components/notice/notice';
import { TextField } from '@/components/text-field/text-field';
import { ApiError } from '@/lib/api-client';
import { serverErrorMessages } from '@/lib/error-text';
import { useZodForm } from '@/lib/use-zod-form';
import { useConfirmPasswordReset } from '../api/password-reset';
import { ResetLinkInvalid } from './reset-link-invalid';
import styles from './auth-form.module.css';
import '@/i18n/bundles/password-texts';

const isSpentLink = (error: unknown) =>
  error instanceof ApiError &&
  error.details.some((detail) => detail.code === passwordCodes.linkInvalid);

export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const form = useZodForm(passwordResetFormSchema, { password: '', confirm_password: '' });
  const confirm = useConfirmPasswordReset();

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate();
    if (input) confirm.mutate({ token, password: input.password });
  }

  if (isSpentLink(confirm.error)) return <ResetLinkInvalid live />;

  if (confirm.isSuccess) {
    return (
      <div className={styles.form}>
        <Notice tone="success" live title={t('password.reset.doneTitle')}>
          <p>{t('password.reset.doneText')}</p>
        </Notice>
        <ButtonLink to="/login" size="lg" fullWidth>
          {t('password.reset.signIn')}
        </ButtonLink>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <ErrorList messages={confirm.isError ? serverErrorMessages(confirm.error, t) : []} />
      <TextField
        label={t('password.reset.password')}
        type="password"
        autoComplete="new-password"
        hint={t('password.reset.passwordHint')}
        {...form.field('password')}
      />
      <TextField
        label={t('password.reset.confirm')}
        type="password"
        autoComplete="new-password"
        {...form.field('confirm_password')}
      />
      <Button type="submit" fullWidth size="lg" loading={confirm.isPending}>
        {t('password.reset.submit')}
      </Button>
    </form>
  );
}
