/** The diner's first and last name and username, held to sign-up's rules; the top bar follows. */
import { useState, type FormEvent } from 'react';
import { profileInputSchema, type User } from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/button/button';
import { ErrorList } from '@/components/error-list/error-list';
import { Notice } from '@/components/notice/notice';
import { TextField } from '@/components/text-field/text-field';
import { serverErrorMessages } from '@/lib/error-text';
import { useZodForm } from '@/lib/use-zod-form';
import { useUpdateProfile } from '../api/update-profile';
import styles from './profile.module.css';
import '@/i18n/bundles/profile-texts';

export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const form = useZodForm(profileInputSchema, {
    first_name: user.first_name,
    last_name: user.last_name,
    username: user.username,
  });
  const update = useUpdateProfile(user.id);
  const [saved, setSaved] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const input = form.validate();
    if (!input) return;
    update.mutate(input, { onSuccess: () => setSaved(true) });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {saved && (
        <Notice tone="success" live>
          <p>{t('profile.account.saved')}</p>
        </Notice>
      )}
      <ErrorList messages={update.isError ? serverErrorMessages(update.error, t) : []} />
      <div className={styles.row}>
        <TextField
          label={t('profile.account.firstName')}
          autoComplete="given-name"
          {...form.field('first_name')}
        />
        <TextField
          label={t('profile.account.lastName')}
          autoComplete="family-name"
          {...form.field('last_name')}
        />
      </div>
      <TextField
        label={t('profile.account.username')}
        autoComplete="username"
        {...form.field('username')}
      />
      <Button type="submit" loading={update.isPending}>
        {t('profile.account.save')}
      </Button>
    </form>
  );
}
