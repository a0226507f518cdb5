import { Skeleton, Stack } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSingleFlightMutation } from '@/api/http/use-single-flight-mutation';
import { errorMessage } from '@/api/http/error-policy';
import { statusMutations } from '@/api/status/status.mutations';
import { statusQueries } from '@/api/status/status.queries';
import { useSessionScope } from '@/app/session/session';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { TabList, TabPanel, Tabs } from '@/components/tabs';
import type { ScheduledStatus, Status } from '@/contract/status';
import { showSnack } from '@/stores/snackbar-store';
import { StatusEditorDialog } from './status-editor-dialog';
import { SavedList, ScheduledList } from './status-lists';
import { StatusPanel } from './status-panel';
import type { EditorTarget } from './status-request';
import './status-i18n';

type PendingDelete = { kind: 'schedule'; row: ScheduledStatus } | { kind: 'saved'; status: Status };

/** The Status page (core §2): current status, scheduled and saved statuses, the editor. */
export function StatusScreen() {
  const { t } = useTranslation('status');
  const scope = useSessionScope();
  const queryClient = useQueryClient();
  const overview = useQuery(statusQueries.overview(scope));
  const cancel = useSingleFlightMutation(statusMutations.cancelSchedule(scope, queryClient));
  const remove = useSingleFlightMutation(statusMutations.remove(scope, queryClient));
  const tabsId = useId();
  const [tab, setTab] = useState<'scheduled' | 'saved'>('scheduled');
  const [target, setTarget] = useState<EditorTarget | null>(null);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);

  const confirmDelete = () => {
    if (!pendingDelete) return;
    const done = {
      onSuccess: () => showSnack({ message: t('snack.deleted'), tone: 'success' as const }),
      onSettled: () => setPendingDelete(null),
    };
    if (pendingDelete.kind === 'schedule')
      cancel.mutate({ statusId: pendingDelete.row.status.statusId, scheduleId: pendingDelete.row.statusScheduleId }, done);
    else remove.mutate(pendingDelete.status.statusId, done);
  };

  return (
    <>
      <PageHeader title={t('title')} />
      <Stack gap={{ base: 4, md: 6 }} maxW="4xl">
        <StatusPanel openEditor={setTarget} />
        <Tabs>
          <TabList
            id={tabsId}
            value={tab}
            onChange={setTab}
            tabs={[
              { value: 'scheduled', label: t('tabs.scheduled') },
              { value: 'saved', label: t('tabs.saved') },
            ]}
          />
          {overview.isPending ? (
            <Skeleton height="24" mt={4} />
          ) : overview.isError ? (
            <ErrorState title={t('loadError')} message={errorMessage(overview.error)} onRetry={() => void overview.refetch()} />
          ) : (
            <>
              <TabPanel id={tabsId} value="scheduled" selected={tab}>
                <ScheduledList
                  rows={overview.data.scheduledStatuses}
                  onNew={() => setTarget({ kind: 'new' })}
                  onEdit={(row) => setTarget({ kind: 'edit', status: row.status })}
                  onDelete={(row) => setPendingDelete({ kind: 'schedule', row })}
                />
              </TabPanel>
              <TabPanel id={tabsId} value="saved" selected={tab}>
                <SavedList
                  rows={overview.data.savedStatuses}
                  onSchedule={(status) => setTarget({ kind: 'schedule', status })}
                  onEdit={(status) => setTarget({ kind: 'edit', status })}
                  onDelete={(status) => setPendingDelete({ kind: 'saved', status })}
                />
              </TabPanel>
            </>
          )}
        </Tabs>
      </Stack>
      <StatusEditorDialog target={target} onClose={() => setTarget(null)} />
      <ConfirmDialog
        open={pendingDelete !== null}
        title={t('confirm.deleteTitle')}
        body={pendingDelete?.kind === 'saved' ? t('confirm.deleteSavedBody') : t('confirm.deleteBody')}
        confirmLabel={t('confirm.delete')}
        destructive
        pending={cancel.isPending || remove.isPending}
        onCancel={() => setPendingDelete(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}
