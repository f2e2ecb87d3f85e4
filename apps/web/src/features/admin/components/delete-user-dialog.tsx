/** 'Are you sure you want to delete this user?', then DELETE; the API's refusals show. */
import { useTranslation } from '@/i18n/use-translation';
import type { User } from '@tablefor/shared';
import { useDeleteUser } from '../api/user-mutations';
import { failureOf } from '../lib/failure-messages';
import { ConfirmDialog } from './confirm-dialog';
import { fullName } from './user-card';
import '@/i18n/bundles/admin-texts';

export function DeleteUserDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteUser();
  return (
    <ConfirmDialog
      title={t('admin.deleteUser.title')}
      question={t('admin.deleteUser.text')}
      detail={t('admin.deleteUser.detail', { name: fullName(user), email: user.email })}
      confirmLabel={t('admin.deleteUser.confirm')}
      pending={remove.isPending}
      failure={remove.isError ? failureOf(remove.error, t, t('admin.deleteUser.failed')) : null}
      onConfirm={() => remove.mutate(user.id, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
