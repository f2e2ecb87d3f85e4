/**
 * A signed-in diner's new password: the current one, then the new one twice (sign-up's rules).
 * This session stays; the API signs out every other.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { passwordChangeFormSchema } from '@tablefor/shared';
import { Button } from '@/components/button/button';
import { ErrorList } from '@/components/error-list/error-list';
import { Notice } from '@/components/notice/notice';
import { TextField } from '@/components/text-field/text-field';
import { serverErrorMessages } from '@/lib/error-text';
import { useZodForm } from '@/lib/use-zod-form';
import { useChangePassword } from '../api/change-password';
import styles from './auth-form.module.css';
import '@/i18n/bundles/password-texts';

const EMPTY = { current_password: '', password: '', confirm_password: '' };

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const form = useZodForm(passwordChangeFormSchema, EMPTY);
  const change = useChangePassword();
  const [changed, setChanged] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    setChanged(false);
    change.mutate(input, {
      onSuccess: () => {
        setChanged(true);
        for (const name of Object.keys(EMPTY) as (keyof typeof EMPTY)[]) form.setField(name, '');
      },
    });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {changed && (
        <Notice tone="success" live>
          <p>{t('password.change.done')}</p>
        </Notice>
      )}
      <ErrorList messages={change.isError ? serverErrorMessages(change.error, t) : []} />
      <TextField
        label={t('password.change.current')}
        type="password"
        autoComplete="current-password"
        {...form.field('current_password')}
      />
      <TextField
        label={t('password.change.password')}
        type="password"
        autoComplete="new-password"
        hint={t('password.change.passwordHint')}
        {...form.field('password')}
      />
      <TextField
        label={t('password.change.confirm')}
        type="password"
        autoComplete="new-password"
        {...form.field('confirm_password')}
      />
      <Button type="submit" loading={change.isPending}>
        {t('password.change.submit')}
      </Button>
    </form>
  );
}
