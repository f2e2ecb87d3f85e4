/** One account: initial, name, username, e-mail, role badge, and its Edit and Delete buttons. */
import { useTranslation } from '@/i18n/use-translation';
import type { User } from '@tablefor/shared';
import { Button } from '@/components/button/button';
import styles from './user-card.module.css';
import '@/i18n/bundles/admin-texts';

type UserCardProps = { user: User; isSelf: boolean; onEdit: () => void; onDelete: () => void };

export const fullName = (user: Pick<User, 'first_name' | 'last_name' | 'username'>) =>
  `${user.first_name} ${user.last_name}`.trim() || user.username;

export function UserCard({ user, isSelf, onEdit, onDelete }: UserCardProps) {
  const { t } = useTranslation();
  const name = fullName(user);
  return (
    <article className={styles.card}>
      <div className={styles.identity}>
        <span className={styles.avatar} aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
        <h3 className={styles.name}>
          {name}
          {isSelf && <span className={styles.self}>{t('admin.users.you')}</span>}
        </h3>
        <span className={`${styles.role} ${user.is_admin ? styles.admin : ''}`}>
          {user.is_admin ? t('admin.users.roleAdmin') : t('admin.users.roleUser')}
        </span>
        <p className={styles.detail}>{t('admin.users.username', { username: user.username })}</p>
        <p className={styles.detail}>{user.email}</p>
      </div>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="sm"
          onClick={onEdit}
          aria-label={t('admin.users.editNamed', { name })}
        >
          {t('admin.users.edit')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className={styles.delete}
          onClick={onDelete}
          aria-label={t('admin.users.deleteNamed', { name })}
        >
          {t('admin.users.delete')}
        </Button>
      </div>
    </article>
  );
}
