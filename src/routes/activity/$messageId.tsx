import { createFileRoute, notFound } from '@tanstack/react-router';
import { ContactLinkMenu } from '@/features/contacts/contact-link-menu';
import { usePhoneStore } from '@/stores/phone-store';
import { useSendTextStore } from '@/stores/send-text-store';
import { ActivityScreen } from '@/features/activity/activity-screen';
import { TransferMenu } from '@/features/integrations/transfer-menu';
import { activitySearchSchema } from '@/lib/activity-search-params';

/** /activity/{messageId}: the activity list, which opens that message once messages are loaded. */
export const Route = createFileRoute('/activity/$messageId')({
  params: {
    parse: ({ messageId }) => {
      if (!/^\d+$/.test(messageId)) throw notFound();
      return { messageId: Number(messageId) };
    },
    stringify: ({ messageId }) => ({ messageId: String(messageId) }),
  },
  validateSearch: activitySearchSchema,
  component: ActivityRoute,
});

/** The inbox with the contact-link menu on numbers and emails and Transfer to a link (features compose here). */
function ActivityRoute() {
  return (
    <ActivityScreen
      renderContactLink={(link) => <ContactLinkMenu {...link} onCall={callNumber} onText={textNumber} />}
      renderActions={(m) => <TransferMenu deliveryId={m.deliveryId} userId={m.userId} />}
    />
  );
}

/** Call opens the phone with the number filled; Send Text opens the dialog with it (core §2 contact-link menu). */
const callNumber = (phoneNumber: string) => usePhoneStore.getState().openWith(phoneNumber);
const textNumber = (phoneNumber: string) => useSendTextStore.getState().openWith(phoneNumber);
