/** Admin sign-in: every message (field or server) in one bulleted list above the form. */
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { loginInputSchema } from '@tablefor/shared';
import { Button } from '@/components/button/button';
import { ErrorList } from '@/components/error-list/error-list';
import { TextField } from '@/components/text-field/text-field';
import { serverErrorMessages } from '@/lib/error-text';
import { useZodForm } from '@/lib/use-zod-form';
import { useAdminLogin } from '../api/admin-auth';
import styles from './auth-form.module.css';

export function AdminLoginForm({ footer }: { footer?: ReactNode }) {
  const { t } = useTranslation();
  const form = useZodForm(loginInputSchema, { email: '', password: '' });
  const login = useAdminLogin();
  const fields = { email: form.field('email'), password: form.field('password') };
  const fieldErrors = Object.values(fields).flatMap((field) => (field.error ? [field.error] : []));
  const messages = login.isError ? serverErrorMessages(login.error, t) : fieldErrors;

  function submit(event: FormEvent) {
    event.preventDefault();
    login.reset();
    const input = form.validate();
    if (input) login.mutate(input);
  }

  const asListed = ({ error, ...field }: (typeof fields)['email']) => ({
    ...field,
    invalid: !!error,
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <ErrorList messages={messages} />
      <TextField
        label={t('auth.admin.email')}
        type="email"
        autoComplete="email"
        {...asListed(fields.email)}
      />
      <TextField
        label={t('auth.admin.password')}
        type="password"
        autoComplete="current-password"
        {...asListed(fields.password)}
      />
      <Button type="submit" size="lg" fullWidth loading={login.isPending}>
        {t('auth.admin.loginSubmit')}
      </Button>
      {footer}
    </form>
  );
}
