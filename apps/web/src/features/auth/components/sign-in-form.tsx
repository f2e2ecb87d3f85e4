/**
 * Email + password sign-in with the 'Demo User' shortcut and the way to a forgotten password; used
 * by the modal and /login.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/use-translation';
import { DEMO_USER, loginInputSchema } from '@tablefor/shared';
import { Button } from '@/components/button/button';
import { ErrorList } from '@/components/error-list/error-list';
import { TextField } from '@/components/text-field/text-field';
import { serverErrorMessages } from '@/lib/error-text';
import { useZodForm } from '@/lib/use-zod-form';
import { useLogin } from '../api/login';
import styles from './auth-form.module.css';
import '@/i18n/bundles/password-texts';

type SignInFormProps = {
  onSuccess?: () => void;
  /** Called when the diner follows 'Forgot password?' (the modal closes). */
  onForgotPassword?: () => void;
  footer?: ReactNode;
};

export function SignInForm({ onSuccess, onForgotPassword, footer }: SignInFormProps) {
  const { t } = useTranslation();
  const form = useZodForm(loginInputSchema, { email: '', password: '' });
  const login = useLogin(onSuccess);
  const [usingDemo, setUsingDemo] = useState(false);
  const serverErrors = login.isError ? serverErrorMessages(login.error, t) : [];

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    setUsingDemo(false);
    login.mutate(input);
  }

  function signInAsDemo() {
    form.clearErrors();
    setUsingDemo(true);
    login.mutate({ ...DEMO_USER });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <ErrorList messages={serverErrors} />
      <TextField
        label={t('auth.signIn.email')}
        type="email"
        autoComplete="email"
        {...form.field('email')}
      />
      <TextField
        label={t('auth.signIn.password')}
        type="password"
        autoComplete="current-password"
        {...form.field('password')}
      />
      <Link to="/forgot-password" className={styles.forgot} onClick={onForgotPassword}>
        {t('password.forgot.link')}
      </Link>
      <Button type="submit" fullWidth size="lg" loading={login.isPending && !usingDemo}>
        {t('auth.signIn.submit')}
      </Button>
      <p className={styles.hint}>{t('auth.signIn.demoHint')}</p>
      <Button
        variant="secondary"
        fullWidth
        size="lg"
        onClick={signInAsDemo}
        loading={login.isPending && usingDemo}
        disabled={login.isPending}
      >
        {t('auth.signIn.demo')}
      </Button>
      {footer}
    </form>
  );
}
