import { lazy, Suspense } from 'react';
import { usePrefetchWhenIdle } from '@/components/lazy-on-first-open';
import { ActivityScreen } from '@/features/activity/activity-screen';
import type { ActivityMessage } from '@/domain/activity/activity-format';
import { loadContactLinkMenu, renderContactLink } from '../-contact-link-menu';

/*
 * The inbox of /activity and /activity/{messageId}, with the contact-link menu on numbers and
 * emails and Transfer to a link (features compose here). Both live in the detail dialog, so
 * their code (zag's menu, the contact editor) loads when the list is idle, not with it (issue 11);
 * the dialog shows the plain number meanwhile.
 */
const loadTransferMenu = () => import('@/features/integrations/transfer-menu');
const TransferMenu = lazy(() => loadTransferMenu().then((m) => ({ default: m.TransferMenu })));

export function ActivityInbox() {
  usePrefetchWhenIdle(loadContactLinkMenu);
  usePrefetchWhenIdle(loadTransferMenu);
  return <ActivityScreen renderContactLink={renderContactLink} renderActions={renderActions} />;
}

const renderActions = (m: ActivityMessage) => (
  <Suspense fallback={null}>
    <TransferMenu deliveryId={m.deliveryId} userId={m.userId} />
  </Suspense>
);
