/**
 * A new e-mail address, asked with the current password: the link goes to the new address and
 * nothing changes until it is followed, which this form says.
 */
import { useState, type FormEvent } from 'react';
import { EMAIL_CHANGE_MINUTES, emailChangeInputSchema, type User } from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/button/button';
import { ErrorList } from '@/components/error-list/error-list';
import { Notice } from '@/components/notice/notice';
import { TextField } from '@/components/text-field/text-field';
import { serverErrorMessages } from '@/lib/error-text';
import { useZodForm } from '@/lib/use-zod-form';
import { useRequestEmailChange } from '../api/email-change';
import styles from './profile.module.css';
import '@/i18n/bundles/profile-texts';

const EMPTY = { email: '', password: '' };

export function EmailChangeForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const form = useZodForm(emailChangeInputSchema, EMPTY);
  const change = useRequestEmailChange(user.id);
  const [sentTo, setSentTo] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setSentTo(null);
    const input = form.validate();
    if (!input) return;
    change.mutate(input, {
      onSuccess: (answer) => {
        setSentTo(answer.email);
        form.setField('email', '');
        form.setField('password', '');
      },
    });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.hint}>{t('profile.account.emailHint', { email: user.email })}</p>
      {sentTo && (
        <Notice tone="success" live>
          <p>{t('profile.account.sent', { email: sentTo, hours: EMAIL_CHANGE_MINUTES / 60 })}</p>
        </Notice>
      )}
      <ErrorList messages={change.isError ? serverErrorMessages(change.error, t) : []} />
      <TextField
        label={t('profile.account.newEmail')}
        type="email"
        autoComplete="email"
        {...form.field('email')}
      />
      <TextField
        label={t('profile.account.password')}
        type="password"
        autoComplete="current-password"
        {...form.field('password')}
      />
      <Button type="submit" loading={change.isPending}>
        {t('profile.account.submit')}
      </Button>
    </form>
  );
}
