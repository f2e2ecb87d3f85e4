/** The Users view (?view=users): search, user cards one page at a time, the edit and delete dialogs. */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@tablefor/shared';
import { Button } from '@/components/button/button';
import { useSession } from '@/lib/session';
import { useUsers } from '../api/get-users';
import { useListPaging } from '../hooks/use-list-paging';
import { useListParams } from '../hooks/use-list-params';
import { loadFailureText } from '../lib/failure-messages';
import { DeleteUserDialog } from './delete-user-dialog';
import { ListEmpty, ListError, ListLoading } from './list-states';
import { Pagination } from './pagination';
import { SearchBox } from './search-box';
import { UserCard } from './user-card';
import { UserRoleModal } from './user-role-modal';
import styles from './list-panel.module.css';
import '@/i18n/bundles/admin-texts';

export function UsersPanel() {
  const { t } = useTranslation();
  const { user: me } = useSession();
  const headingId = useId();
  const { params, setSearch, setPage } = useListParams();
  const query = useUsers(params);
  const { headingRef, pages, shownPage, goToPage } = useListPaging({
    page: params.page,
    setPage,
    total: query.data?.total,
    isPlaceholderData: query.isPlaceholderData,
  });
  const [editing, setEditing] = useState<User | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.toolbar}>
        <div>
          <h2 id={headingId} ref={headingRef} className={styles.heading}>
            {t('admin.users.heading')}
          </h2>
          {query.data && (
            <p className={styles.count}>{t('admin.users.count', { count: query.data.total })}</p>
          )}
        </div>
      </div>
      <SearchBox
        label={t('admin.users.searchLabel')}
        placeholder={t('admin.users.searchPlaceholder')}
        value={params.search}
        onSearch={setSearch}
      />
      {query.isPending ? (
        <ListLoading label={t('admin.users.loading')} />
      ) : query.isError ? (
        <ListError
          text={loadFailureText(query.error, t, t('admin.users.loadFailed'))}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.users.length === 0 ? (
        params.search ? (
          <ListEmpty
            title={t('admin.users.noMatch', { search: params.search })}
            text={t('admin.users.noMatchText')}
            action={
              <Button variant="secondary" onClick={() => setSearch('')}>
                {t('admin.users.clearSearch')}
              </Button>
            }
          />
        ) : (
          <ListEmpty title={t('admin.users.empty')} />
        )
      ) : (
        <ul
          className={`${styles.grid} ${styles.wide} ${query.isPlaceholderData ? styles.busy : ''}`}
          aria-busy={query.isFetching}
        >
          {query.data.users.map((user) => (
            <li key={user.id}>
              <UserCard
                user={user}
                isSelf={user.id === me?.id}
                onEdit={() => setEditing(user)}
                onDelete={() => setDeleting(user)}
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={shownPage} pages={pages} onPage={goToPage} />
      {editing && <UserRoleModal user={editing} onClose={() => setEditing(null)} />}
      {deleting && <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />}
    </section>
  );
}
