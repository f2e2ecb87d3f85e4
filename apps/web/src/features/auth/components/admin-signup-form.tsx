/** Admin registration with the secret key; every message in one bulleted list above the form. */
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { adminSignupFormSchema } from '@tablefor/shared';
import { Button } from '@/components/button/button';
import { ErrorList } from '@/components/error-list/error-list';
import { TextField } from '@/components/text-field/text-field';
import { serverErrorMessages } from '@/lib/error-text';
import { useZodForm } from '@/lib/use-zod-form';
import { useAdminSignup } from '../api/admin-auth';
import styles from './auth-form.module.css';

const emptyForm = {
  email: '',
  username: '',
  first_name: '',
  last_name: '',
  password: '',
  confirm_password: '',
  admin_secret_key: '',
};
type FieldName = keyof typeof emptyForm;

const fieldSetup: { name: FieldName; label: string; type?: string; autoComplete: string }[] = [
  { name: 'email', label: 'auth.admin.email', type: 'email', autoComplete: 'email' },
  { name: 'username', label: 'auth.admin.username', autoComplete: 'username' },
  { name: 'first_name', label: 'auth.admin.firstName', autoComplete: 'given-name' },
  { name: 'last_name', label: 'auth.admin.lastName', autoComplete: 'family-name' },
  {
    name: 'password',
    label: 'auth.admin.password',
    type: 'password',
    autoComplete: 'new-password',
  },
  {
    name: 'confirm_password',
    label: 'auth.admin.confirmPassword',
    type: 'password',
    autoComplete: 'new-password',
  },
  {
    name: 'admin_secret_key',
    label: 'auth.admin.secretKey',
    type: 'password',
    autoComplete: 'off',
  },
];

export function AdminSignupForm({ footer }: { footer?: ReactNode }) {
  const { t } = useTranslation();
  const form = useZodForm(adminSignupFormSchema, emptyForm);
  const signup = useAdminSignup();
  const fields = fieldSetup.map((setup) => ({ setup, field: form.field(setup.name) }));
  const fieldErrors = fields.flatMap(({ field }) => (field.error ? [field.error] : []));
  const messages = signup.isError ? serverErrorMessages(signup.error, t) : fieldErrors;

  function submit(event: FormEvent) {
    event.preventDefault();
    signup.reset();
    const input = form.validate();
    if (input) signup.mutate(input);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <ErrorList messages={messages} />
      {fields.map(({ setup, field: { error, ...field } }) => (
        <TextField
          key={setup.name}
          label={t(setup.label as 'auth.admin.email')}
          type={setup.type ?? 'text'}
          autoComplete={setup.autoComplete}
          hint={setup.name === 'admin_secret_key' ? t('auth.admin.secretNote') : undefined}
          invalid={!!error}
          {...field}
        />
      ))}
      <Button type="submit" size="lg" fullWidth loading={signup.isPending}>
        {t('auth.admin.signupSubmit')}
      </Button>
      {footer}
    </form>
  );
}
