import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TriageChange } from '@/api/activity/activity.cache';
import { activityMutations } from '@/api/activity/activity.mutations';
import { useSessionScope } from '@/app/session/session';
import type { BulkAction } from '@/components/bulk-bar';
import { archiveTargetId } from '@/contract/activity';
import { isUnread, type ActivityMessage } from '@/domain/activity/activity-format';
import { itemPermissions } from '@/features/activity/logic/activity-permissions';
import { showSnack } from '@/stores/snackbar-store';

/**
 * Triage from the list, the bulk bar and the detail dialog: held optimistic changes (the mutation
 * does the cache work and its failure snack); "Reset To Unread" asks first.
 */
export function useActivityTriage(userId: number) {
  const { t } = useTranslation('activity');
  const scope = useSessionScope();
  const { mutate } = useMutation(activityMutations.triage(scope));
  const [confirmUnread, setConfirmUnread] = useState<ActivityMessage[] | null>(null);

  const run = useCallback(
    (items: readonly ActivityMessage[], kind: BulkAction, bulk: boolean) => {
      const action = kind === 'read' || kind === 'unread' ? 'read' : kind === 'flag' || kind === 'unflag' ? 'followup' : 'archive';
      const permitted = items.filter((m) => itemPermissions(m, userId)[action]);
      if (permitted.length === 0) {
        showSnack({ message: t('actions.noPermission'), tone: 'error' });
        return;
      }
      const ids = permitted.map((m) => m.messageId);
      let change: TriageChange;
      switch (kind) {
        case 'read':
          change = { kind: 'read', ids, at: new Date().toISOString() };
          break;
        case 'unread':
          change = { kind: 'unread', ids };
          break;
        case 'flag':
        case 'unflag':
          change = { kind: 'followup', ids, value: kind === 'flag' ? 'Y' : 'N' };
          break;
        default:
          change = { kind, ids };
      }
      const apiIds = action === 'archive' ? [...new Set(permitted.map(archiveTargetId))] : ids;
      mutate({ change, apiIds, bulk });
    },
    [mutate, t, userId],
  );

  const toggleRead = useCallback(
    (m: ActivityMessage) => {
      if (isUnread(m)) run([m], 'read', false);
      else setConfirmUnread([m]);
    },
    [run],
  );

  return {
    run,
    toggleRead,
    toggleFlag: useCallback((m: ActivityMessage) => run([m], m.followup === 'Y' ? 'unflag' : 'flag', false), [run]),
    toggleArchive: useCallback((m: ActivityMessage) => run([m], m.archived === 'Y' ? 'unarchive' : 'archive', false), [run]),
    /** Opening an item marks it read (when it is unread and the user may). */
    markOpened: useCallback(
      (m: ActivityMessage) => {
        if (isUnread(m) && itemPermissions(m, userId).read) run([m], 'read', false);
      },
      [run, userId],
    ),
    confirmUnread,
    confirmReset: useCallback(() => {
      if (confirmUnread) run(confirmUnread, 'unread', false);
      setConfirmUnread(null);
    }, [confirmUnread, run]),
    cancelReset: useCallback(() => setConfirmUnread(null), []),
  };
}
