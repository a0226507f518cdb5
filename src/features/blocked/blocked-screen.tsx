import './blocked-i18n';
import { Button, Flex, Input, InputGroup, Spinner, Stack } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Ban, Plus, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { blockingMutations } from '@/api/blocking/blocking.mutations';
import { blockingQueries } from '@/api/blocking/blocking.queries';
import { errorMessage } from '@/api/http/error-policy';
import { useCurrentUser, useSessionScope } from '@/app/session/session';
import { AccessDenied } from '@/components/access-denied';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import type { BlockedNumber } from '@/contract/blocking';
import { matchesEntrySearch, unrestrictedAccounts } from '@/lib/contact-rules';
import { formatUsDisplay } from '@/lib/phone';
import { canSeeBlocked } from '@/lib/roles';
import { showSnack } from '@/stores/snackbar-store';
import { AccountSelect } from './account-select';
import { BlockedEntryDialog } from './blocked-entry-dialog';
import { BlockedList } from './blocked-list';

const noEntries: BlockedNumber[] = [];

/** Blocked Contacts (core §2): account selector, search, add, the list, unblock with confirmation. */
export function BlockedScreen() {
  const { t } = useTranslation('contacts');
  const user = useCurrentUser();
  const accounts = useMemo(() => unrestrictedAccounts(user), [user]);
  if (!canSeeBlocked(user) || accounts.length === 0) {
    return (
      <>
        <PageHeader title={t('blocked.title')} />
        <AccessDenied variant="default" />
      </>
    );
  }
  return <BlockedView accounts={accounts} />;
}

function BlockedView({ accounts }: { accounts: ReturnType<typeof unrestrictedAccounts> }) {
  const { t } = useTranslation('contacts');
  const scope = useSessionScope();
  const queryClient = useQueryClient();
  const [accountId, setAccountId] = useState(accounts[0]!.accountId);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<BlockedNumber | 'new' | null>(null);
  const [unblocking, setUnblocking] = useState<BlockedNumber | null>(null);
  const list = useQuery(blockingQueries.blocked(scope, accountId));
  const unblock = useMutation(blockingMutations.unblock(scope, queryClient));
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
          showSnack({ message: t('blocked.unblocked'), tone: 'success' });
          setUnblocking(null);
        },
      },
    );
  };

  return (
    <>
      <PageHeader
        title={t('blocked.title')}
        description={t('blocked.description')}
        actions={
          <Button colorPalette="brand" onClick={() => setEditing('new')}>
            <Plus size={16} aria-hidden />
            {t('blocked.add')}
          </Button>
        }
      />
      <Stack gap={4}>
        <Flex
          gap={3}
          direction={{ base: 'column', md: 'row' }}
          align={{ base: 'stretch', md: 'flex-end' }}
          justify="space-between"
        >
          <AccountSelect accounts={accounts} value={accountId} onChange={setAccountId} />
          <InputGroup startElement={<Search size={16} />} maxW={{ base: 'full', md: '80' }}>
            <Input
              type="search"
              aria-label={t('common.search')}
              placeholder={t('common.searchPlaceholder')}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
            />
          </InputGroup>
        </Flex>
        {list.isPending ? (
          <Flex justify="center" py={10}>
            <Spinner aria-label={t('common.loading')} />
          </Flex>
        ) : list.isError ? (
          <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
        ) : entries.length === 0 ? (
          <EmptyState icon={<Ban size={28} />} title={t('blocked.empty')} description={t('blocked.emptyText')} />
        ) : shown.length === 0 ? (
          <EmptyState title={t('common.noMatches')} />
        ) : (
          <BlockedList entries={shown} onEdit={setEditing} onUnblock={setUnblocking} />
        )}
      </Stack>
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
        title={t('blocked.unblockTitle')}
        body={t('blocked.unblockText', {
          number: formatUsDisplay(unblocking?.phoneNumber),
        })}
        confirmLabel={t('blocked.unblock')}
        destructive
        pending={unblock.isPending}
        onConfirm={confirmUnblock}
        onCancel={() => setUnblocking(null)}
      />
    </>
  );
}
