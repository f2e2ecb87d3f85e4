/**
 * The Account Details view's privacy rights: 'Download my data' (a JSON file of everything kept
 * on the account) and 'Delete my account', confirmed with the password in a dialog; the deleted
 * account is signed out to the home page, which says so.
 */
import { useId, useState, type FormEvent } from 'react';
import { accountDeletionInputSchema, type User } from '@tablefor/shared';
import { Link } from 'react-router';
import { Button } from '@/components/button/button';
import { ErrorList } from '@/components/error-list/error-list';
import { Modal, ModalActions } from '@/components/modal/modal';
import { Notice } from '@/components/notice/notice';
import { TextField } from '@/components/text-field/text-field';
import { useTranslation } from '@/i18n/use-translation';
import { serverErrorMessages } from '@/lib/error-text';
import { useZodForm } from '@/lib/use-zod-form';
import { useDeleteAccount, useDownloadMyData } from '../api/account-privacy';
import styles from './privacy-rights.module.css';
import '@/i18n/bundles/invitations-texts';

export function PrivacyRights({ user }: { user: User }) {
  const { t } = useTranslation();
  const titleId = useId();
  const filename = t('privacy.download.filename', { date: new Date().toISOString().slice(0, 10) });
  const download = useDownloadMyData(user.id, filename);
  const [deleting, setDeleting] = useState(false);

  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <h3 id={titleId} className={styles.subtitle}>
        {t('privacy.title')}
      </h3>
      <h4 className={styles.part}>{t('privacy.download.title')}</h4>
      <p>{t('privacy.download.text')}</p>
      {download.isSuccess && (
        <Notice tone="success" live>
          <p>{t('privacy.download.done')}</p>
        </Notice>
      )}
      <ErrorList messages={download.isError ? [t('privacy.download.failed')] : []} />
      <div>
        <Button variant="secondary" loading={download.isPending} onClick={() => download.mutate()}>
          {t('privacy.download.button')}
        </Button>
      </div>
      <h4 className={styles.part}>{t('privacy.delete.title')}</h4>
      <p>{t('privacy.delete.text')}</p>
      <p className={styles.muted}>{t('privacy.delete.kept')}</p>
      <p className={styles.muted}>
        <Link to="/privacy-policy">{t('footer.privacy')}</Link>
      </p>
      <div>
        <Button variant="secondary" onClick={() => setDeleting(true)}>
          {t('privacy.delete.button')}
        </Button>
      </div>
      {deleting && <DeleteAccountDialog user={user} onClose={() => setDeleting(false)} />}
    </section>
  );
}

function DeleteAccountDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useZodForm(accountDeletionInputSchema, { password: '' });
  const remove = useDeleteAccount(user.id);

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate();
    if (input) remove.mutate(input);
  }

  return (
    <Modal
      title={t('privacy.delete.dialogTitle')}
      description={t('privacy.delete.dialogText')}
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate className={styles.dialogForm}>
        <ErrorList messages={remove.isError ? serverErrorMessages(remove.error, t) : []} />
        <TextField
          label={t('privacy.delete.password')}
          type="password"
          autoComplete="current-password"
          {...form.field('password')}
        />
        <ModalActions>
          <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
            {t('privacy.delete.keep')}
          </Button>
          <Button type="submit" loading={remove.isPending}>
            {t('privacy.delete.confirm')}
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}
