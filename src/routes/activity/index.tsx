import { createFileRoute } from '@tanstack/react-router';
import { ContactLinkMenu } from '@/features/contacts/contact-link-menu';
import { ActivityScreen } from '@/features/activity/activity-screen';
import { activitySearchSchema } from '@/lib/activity-search-params';

/** /activity: the activity inbox; its filters live in validated search params. */
export const Route = createFileRoute('/activity/')({
  validateSearch: activitySearchSchema,
  component: ActivityRoute,
});

/** The inbox with the contact-link menu on numbers and emails (features compose here). */
function ActivityRoute() {
  return <ActivityScreen renderContactLink={(link) => <ContactLinkMenu {...link} />} />;
}
