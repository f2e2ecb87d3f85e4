/**
 * The Mailbox view (?view=mailbox): where the product's e-mail lands while no SMTP server is set
 * (claim codes, confirmations, decisions), newest first, filtered by recipient (?q=).
 */
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/button/button';
import { MAILBOX_LIMIT, useMailbox } from '../api/mailbox';
import { useListParams } from '../hooks/use-list-params';
import { ListBody, ListSection } from './list-panel';
import { ListEmpty } from './list-states';
import { MailMessageCard } from './mail-message-card';
import { SearchBox } from './search-box';
import '@/i18n/bundles/admin-texts';

export function MailboxPanel() {
  const { t } = useTranslation();
  const { params, setSearch } = useListParams();
  const recipient = params.search;
  const query = useMailbox(recipient);

  return (
    <ListSection
      heading={t('admin.mailbox.heading')}
      summary={t('admin.mailbox.intro', { count: MAILBOX_LIMIT })}
      above={
        <SearchBox
          label={t('admin.mailbox.to')}
          placeholder={t('admin.mailbox.toPlaceholder')}
          value={recipient}
          onSearch={setSearch}
        />
      }
    >
      <ListBody
        query={query}
        items={query.data?.messages}
        loadingLabel={t('admin.mailbox.loading')}
        loadFailed={t('admin.mailbox.loadFailed')}
        empty={
          <ListEmpty
            title={
              recipient ? t('admin.mailbox.emptyFor', { to: recipient }) : t('admin.mailbox.empty')
            }
            text={t('admin.mailbox.emptyText')}
            action={
              recipient && (
                <Button variant="secondary" onClick={() => setSearch('')}>
                  {t('admin.mailbox.showAll')}
                </Button>
              )
            }
          />
        }
        layout="rows"
        renderItem={(message) => <MailMessageCard message={message} />}
      />
    </ListSection>
  );
}
