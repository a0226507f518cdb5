import { lazy, Suspense } from 'react';
import { usePrefetchWhenIdle } from '@/components/lazy-on-first-open';
import { ActivityScreen } from '@/features/activity/activity-screen';
import type { RenderContactLink } from '@/features/activity/activity-detail-links';
import type { ActivityMessage } from '@/domain/activity/activity-format';
import { usePhoneStore } from '@/stores/phone-store';
import { useSendTextStore } from '@/stores/send-text-store';

/*
 * The inbox of /activity and /activity/{messageId}, with the contact-link menu on numbers and
 * emails and Transfer to a link (features compose here). Both live in the detail dialog, so
 * their code (zag's menu, the contact editor) loads when the list is idle, not with it (issue 11);
 * the dialog shows the plain number meanwhile.
 */
const loadContactLinkMenu = () => import('@/features/contacts/contact-link-menu');
const loadTransferMenu = () => import('@/features/integrations/transfer-menu');
const ContactLinkMenu = lazy(() => loadContactLinkMenu().then((m) => ({ default: m.ContactLinkMenu })));
const TransferMenu = lazy(() => loadTransferMenu().then((m) => ({ default: m.TransferMenu })));

export function ActivityInbox() {
  usePrefetchWhenIdle(loadContactLinkMenu);
  usePrefetchWhenIdle(loadTransferMenu);
  return <ActivityScreen renderContactLink={renderContactLink} renderActions={renderActions} />;
}

const renderContactLink: RenderContactLink = (link) => <ContactLinkMenu {...link} onCall={callNumber} onText={textNumber} />;

const renderActions = (m: ActivityMessage) => (
  <Suspense fallback={null}>
    <TransferMenu deliveryId={m.deliveryId} userId={m.userId} />
  </Suspense>
);

/** Call opens the phone with the number filled; Send Text opens the dialog with it (core §2 contact-link menu). */
const callNumber = (phoneNumber: string) => usePhoneStore.getState().openWith(phoneNumber);
const textNumber = (phoneNumber: string) => useSendTextStore.getState().openWith(phoneNumber);
