/** The user edit dialog: the Role select (User or Administrator), saved with PUT; the API's refusals show. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { User } from '@tablefor/shared';
import { Button } from '@/components/button/button';
import { ErrorList } from '@/components/error-list/error-list';
import { Modal } from '@/components/modal/modal';
import { Select } from '@/components/select/select';
import { useUpdateUserRole } from '../api/user-mutations';
import { failureOf } from '../lib/failure-messages';
import { fullName } from './user-card';
import styles from './user-role-modal.module.css';
import '@/i18n/bundles/admin-texts';

type Role = 'user' | 'admin';

export function UserRoleModal({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation();
  const [role, setRole] = useState<Role>(user.is_admin ? 'admin' : 'user');
  const update = useUpdateUserRole(user.id);
  const failure = update.isError
    ? failureOf(update.error, t, t('admin.userModal.saveFailed'))
    : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    update.mutate({ is_admin: role === 'admin' }, { onSuccess: onClose });
  }

  return (
    <Modal
      title={t('admin.userModal.title')}
      description={`${fullName(user)} · ${user.email}`}
      onClose={onClose}
    >
      <form className={styles.form} onSubmit={submit}>
        {failure && <ErrorList title={failure.title} messages={failure.messages} />}
        <Select
          label={t('admin.userModal.role')}
          value={role}
          onChange={(event) => {
            setRole(event.target.value === 'admin' ? 'admin' : 'user');
            update.reset();
          }}
          options={[
            { value: 'user', label: t('admin.users.roleUser') },
            { value: 'admin', label: t('admin.users.roleAdmin') },
          ]}
        />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
            {t('admin.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('admin.userModal.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
