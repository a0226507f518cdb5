import './vip-i18n';
import { Box, Flex } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { useMemo, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useSingleFlightMutation } from '@/api/http/use-single-flight-mutation';
import { vipMutations } from '@/api/vip/vip.mutations';
import { vipQueries } from '@/api/vip/vip.queries';
import { errorMessage } from '@/api/http/error-policy';
import { useCurrentUser, useSessionScope } from '@/app/session/session';
import { AccessDenied } from '@/components/access-denied';
import { AccountSelect } from '@/components/account-select';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { lazyWhileShown } from '@/components/lazy-on-first-open';
import { EmptyState } from '@/components/empty-state';
import { ListPage } from '@/components/list-page';
import { PageHeader } from '@/components/page-header';
import type { VipCaller } from '@/contract/vip';
import { unrestrictedAccounts, type AccountChoice } from '@/lib/account-choice';
import { canSeeVip } from '@/lib/roles';
import { showSnack } from '@/stores/snackbar-store';
import type { VipEntryDialog as VipEntryDialogImpl } from './vip-entry-dialog';
import { VipForwardingLine } from './vip-forwarding-line';
import { VipList } from './vip-list';

// Its form loads when the list is idle or the dialog first opens (issue 11: not on the list's first load).
const VipEntryDialog = lazyWhileShown<ComponentProps<typeof VipEntryDialogImpl>>(() => import('./vip-entry-dialog').then((m) => ({ default: m.VipEntryDialog })));

const noCallers: VipCaller[] = [];

/** VIP Contacts (core §2): a restricted section; account picker, the callers, add/edit/delete. */
export function VipScreen() {
  const { t } = useTranslation('vip');
  const user = useCurrentUser();
  const accounts = useMemo(() => unrestrictedAccounts(user), [user]);
  if (!canSeeVip(user) || accounts.length === 0) {
    return (
      <>
        <PageHeader title={t('title')} />
        <AccessDenied variant="default" />
      </>
    );
  }
  return <VipView accounts={accounts} />;
}

function VipView({ accounts }: { accounts: AccountChoice[] }) {
  const { t } = useTranslation('vip');
  const scope = useSessionScope();
  const queryClient = useQueryClient();
  const [accountId, setAccountId] = useState(accounts[0]!.accountId);
  const [editing, setEditing] = useState<VipCaller | 'new' | null>(null);
  const [deleting, setDeleting] = useState<VipCaller | null>(null);
  const list = useQuery(vipQueries.list(scope, accountId));
  const remove = useSingleFlightMutation(vipMutations.remove(scope, queryClient));
  const callers = list.data ?? noCallers;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { accountId: deleting.accountId, vipCallerId: deleting.vipCallerId },
      {
        onSuccess: () => {
          showSnack({ message: t('deleted'), tone: 'success' });
          setDeleting(null);
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
          <Flex gap={{ base: 2, md: 6 }} direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'flex-end' }}>
            <AccountSelect accounts={accounts} value={accountId} onChange={setAccountId} label={t('common.account')} />
            {/* Beside the select, on its middle line (a 40 px control, this 24 px line). */}
            <Box pb={{ md: accounts.length > 1 ? 2 : 0 }}>
              <VipForwardingLine accountId={accountId} />
            </Box>
          </Flex>
        }
        loading={list.isPending && { label: t('common.loading') }}
        error={list.isError ? { message: errorMessage(list.error), onRetry: () => void list.refetch() } : null}
        empty={
          callers.length === 0 ? (
            <EmptyState icon={<Star size={28} />} title={t('empty')} description={t('emptyText')} />
          ) : null
        }
      >
        <VipList callers={callers} onEdit={setEditing} onDelete={setDeleting} />
      </ListPage>
      {editing ? (
        <VipEntryDialog
          accountId={accountId}
          caller={editing === 'new' ? null : editing}
          existing={callers}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('deleteTitle')}
        body={t('deleteText', { name: deleting?.name ?? '' })}
        confirmLabel={t('common.delete')}
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
