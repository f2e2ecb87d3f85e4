/** Diner sign-up with every message of the shared signupFormSchema; used by the modal and /sign-up. */
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { signupFormSchema } from '@tablefor/shared';
import { Button } from '@/components/button/button';
import { ErrorList } from '@/components/error-list/error-list';
import { TextField } from '@/components/text-field/text-field';
import { serverErrorMessages } from '@/lib/error-text';
import { useZodForm } from '@/lib/use-zod-form';
import { useSignup } from '../api/signup';
import styles from './auth-form.module.css';

const emptyForm = {
  username: '',
  email: '',
  first_name: '',
  last_name: '',
  password: '',
  confirm_password: '',
};

type SignUpFormProps = { onSuccess?: () => void; footer?: ReactNode };

export function SignUpForm({ onSuccess, footer }: SignUpFormProps) {
  const { t } = useTranslation();
  const form = useZodForm(signupFormSchema, emptyForm);
  const signup = useSignup(onSuccess);
  const serverErrors = signup.isError ? serverErrorMessages(signup.error, t) : [];

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate();
    if (input) signup.mutate(input);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <ErrorList messages={serverErrors} />
      <TextField
        label={t('auth.signUp.username')}
        autoComplete="username"
        {...form.field('username')}
      />
      <TextField
        label={t('auth.signUp.email')}
        type="email"
        autoComplete="email"
        {...form.field('email')}
      />
      <div className={styles.row}>
        <TextField
          label={t('auth.signUp.firstName')}
          autoComplete="given-name"
          {...form.field('first_name')}
        />
        <TextField
          label={t('auth.signUp.lastName')}
          autoComplete="family-name"
          {...form.field('last_name')}
        />
      </div>
      <TextField
        label={t('auth.signUp.password')}
        type="password"
        autoComplete="new-password"
        hint={t('auth.signUp.passwordHint')}
        {...form.field('password')}
      />
      <TextField
        label={t('auth.signUp.confirmPassword')}
        type="password"
        autoComplete="new-password"
        {...form.field('confirm_password')}
      />
      <Button type="submit" fullWidth size="lg" loading={signup.isPending}>
        {t('auth.signUp.submit')}
      </Button>
      {footer}
    </form>
  );
}
