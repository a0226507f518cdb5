import { createFileRoute } from '@tanstack/react-router';
import { ContactLinkMenu } from '@/features/contacts/contact-link-menu';
import { usePhoneStore } from '@/stores/phone-store';
import { useSendTextStore } from '@/stores/send-text-store';
import { ActivityScreen } from '@/features/activity/activity-screen';
import { activitySearchSchema } from '@/lib/activity-search-params';

/** /activity: the activity inbox; its filters live in validated search params. */
export const Route = createFileRoute('/activity/')({
  validateSearch: activitySearchSchema,
  component: ActivityRoute,
});

/** The inbox with the contact-link menu on numbers and emails (features compose here). */
function ActivityRoute() {
  return <ActivityScreen renderContactLink={(link) => <ContactLinkMenu {...link} onCall={callNumber} onText={textNumber} />} />;
}

/** Call opens the phone with the number filled; Send Text opens the dialog with it (core §2 contact-link menu). */
const callNumber = (phoneNumber: string) => usePhoneStore.getState().openWith(phoneNumber);
const textNumber = (phoneNumber: string) => useSendTextStore.getState().openWith(phoneNumber);
