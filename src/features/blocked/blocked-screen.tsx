import './blocked-i18n';
import { Flex } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Ban } from 'lucide-react';
import { useMemo, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useSingleFlightMutation } from '@/api/http/use-single-flight-mutation';
import { blockedMutations } from '@/api/blocked/blocked.mutations';
import { blockedQueries } from '@/api/blocked/blocked.queries';
import { errorMessage } from '@/api/http/error-policy';
import { useCurrentUser, useSessionScope } from '@/app/session/session';
import { AccessDenied } from '@/components/access-denied';
import { AccountSelect } from '@/components/account-select';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { lazyWhileShown } from '@/components/lazy-on-first-open';
import { EmptyState } from '@/components/empty-state';
import { ListPage } from '@/components/list-page';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import type { BlockedNumber } from '@/contract/blocked';
import { unrestrictedAccounts } from '@/lib/account-choice';
import { matchesEntrySearch } from '@/lib/number-entries';
import { formatUsDisplay } from '@/lib/phone';
import { canSeeBlocked } from '@/lib/roles';
import { showSnack } from '@/stores/snackbar-store';
import { BlockedList } from './blocked-list';
import type { BlockedEntryDialog as BlockedEntryDialogImpl } from './blocked-entry-dialog';

// Its form loads when the list is idle or the dialog first opens (issue 11: not on the list's first load).
const BlockedEntryDialog = lazyWhileShown<ComponentProps<typeof BlockedEntryDialogImpl>>(() => import('./blocked-entry-dialog').then((m) => ({ default: m.BlockedEntryDialog })));

const noEntries: BlockedNumber[] = [];

/** Blocked Contacts (core §2): account selector, search, add, the list, unblock with confirmation. */
export function BlockedScreen() {
  const { t } = useTranslation('blocked');
  const user = useCurrentUser();
  const accounts = useMemo(() => unrestrictedAccounts(user), [user]);
  if (!canSeeBlocked(user) || accounts.length === 0) {
    return (
      <>
        <PageHeader title={t('title')} />
        <AccessDenied variant="default" />
      </>
    );
  }
  return <BlockedView accounts={accounts} />;
}

function BlockedView({ accounts }: { accounts: ReturnType<typeof unrestrictedAccounts> }) {
  const { t } = useTranslation('blocked');
  const scope = useSessionScope();
  const queryClient = useQueryClient();
  const [accountId, setAccountId] = useState(accounts[0]!.accountId);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<BlockedNumber | 'new' | null>(null);
  const [unblocking, setUnblocking] = useState<BlockedNumber | null>(null);
  const list = useQuery(blockedQueries.list(scope, accountId));
  const unblock = useSingleFlightMutation(blockedMutations.unblock(scope, queryClient));
  const entries = list.data ?? noEntries;
  const shown = useMemo(() => entries.filter((e) => matchesEntrySearch(e, search)), [entries, search]);

  const confirmUnblock = () => {
    if (!unblocking) return;
    unblock.mutate(
      {
        accountId: unblocking.accountId,
        existingNumber: unblocking.phoneNumber,
      },
      {
        onSuccess: () => {
          showSnack({ message: t('unblocked'), tone: 'success' });
          setUnblocking(null);
        },
      },
    );
  };

  return (
    <>
      <ListPage
        title={t('title')}
        description={t('description')}
        addLabel={t('add')}
        onAdd={() => setEditing('new')}
        toolbar={
          <Flex
            gap={3}
            direction={{ base: 'column', md: 'row' }}
            align={{ base: 'stretch', md: 'flex-end' }}
            justify="space-between"
          >
            <AccountSelect accounts={accounts} value={accountId} onChange={setAccountId} label={t('common.account')} />
            <SearchInput
              value={search}
              onChange={setSearch}
              label={t('common.search')}
              placeholder={t('common.searchPlaceholder')}
              maxW={{ base: 'full', md: '80' }}
            />
          </Flex>
        }
        loading={list.isPending && { label: t('common.loading') }}
        error={list.isError ? { message: errorMessage(list.error), onRetry: () => void list.refetch() } : null}
        empty={
          entries.length === 0 ? (
            <EmptyState icon={<Ban size={28} />} title={t('empty')} description={t('emptyText')} />
          ) : shown.length === 0 ? (
            <EmptyState title={t('common.noMatches')} />
          ) : null
        }
      >
        <BlockedList entries={shown} onEdit={setEditing} onUnblock={setUnblocking} />
      </ListPage>
      {editing ? (
        <BlockedEntryDialog
          accountId={accountId}
          entry={editing === 'new' ? null : editing}
          existing={entries}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={unblocking !== null}
        title={t('unblockTitle')}
        body={t('unblockText', {
          number: formatUsDisplay(unblocking?.phoneNumber),
        })}
        confirmLabel={t('unblock')}
        destructive
        pending={unblock.isPending}
        onConfirm={confirmUnblock}
        onCancel={() => setUnblocking(null)}
      />
    </>
  );
}
