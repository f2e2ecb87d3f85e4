/** The Users view (?view=users): search, user cards one page at a time, the edit and delete dialogs. */
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { User } from '@tablefor/shared';
import { Button } from '@/components/button/button';
import { useSession } from '@/lib/session';
import { useUsers } from '../api/get-users';
import { useListParams } from '../hooks/use-list-params';
import { DeleteUserDialog } from './delete-user-dialog';
import { ListPanel } from './list-panel';
import { ListEmpty } from './list-states';
import { SearchBox } from './search-box';
import { UserCard } from './user-card';
import { UserRoleModal } from './user-role-modal';
import '@/i18n/bundles/admin-texts';

export function UsersPanel() {
  const { t } = useTranslation();
  const { user: me } = useSession();
  const { params, setSearch, setPage } = useListParams();
  const query = useUsers(params);
  const [editing, setEditing] = useState<User | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);

  return (
    <ListPanel
      heading={t('admin.users.heading')}
      count={(total) => t('admin.users.count', { count: total })}
      above={
        <SearchBox
          label={t('admin.users.searchLabel')}
          placeholder={t('admin.users.searchPlaceholder')}
          value={params.search}
          onSearch={setSearch}
        />
      }
      query={query}
      items={query.data?.users}
      page={params.page}
      setPage={setPage}
      loadingLabel={t('admin.users.loading')}
      loadFailed={t('admin.users.loadFailed')}
      empty={
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
      }
      layout="wide"
      renderItem={(user) => (
        <UserCard
          user={user}
          isSelf={user.id === me?.id}
          onEdit={() => setEditing(user)}
          onDelete={() => setDeleting(user)}
        />
      )}
    >
      {editing && <UserRoleModal user={editing} onClose={() => setEditing(null)} />}
      {deleting && <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />}
    </ListPanel>
  );
}
