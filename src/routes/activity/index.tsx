import { createFileRoute } from '@tanstack/react-router';
import { activityQueries } from '@/api/activity/activity.queries';
import { notCachedYet } from '@/app/route-data';
import { ContactLinkMenu } from '@/features/contacts/contact-link-menu';
import { usePhoneStore } from '@/stores/phone-store';
import { useSendTextStore } from '@/stores/send-text-store';
import { ActivityScreen } from '@/features/activity/activity-screen';
import { TransferMenu } from '@/features/integrations/transfer-menu';
import { listRequest, resolveFilters } from '@/lib/activity-filter-settings';
import { activitySearchSchema, listRequestDeps } from '@/lib/activity-search-params';

/** /activity: the activity inbox; its filters live in validated search params. */
export const Route = createFileRoute('/activity/')({
  validateSearch: activitySearchSchema,
  // Only what the request depends on, unresolved: resolving the dates needs dayjs, which then
  // stays in the screen's chunk with the loader.
  loaderDeps: ({ search }) => listRequestDeps(search),
  // The list's first page starts with the route's chunk, for the same key the screen reads; the
  // screen's skeleton rows hold the space meanwhile.
  loader: ({ context, deps }) => {
    const scope = context.sessionScope();
    if (!scope) return;
    const list = activityQueries.list(scope, listRequest(resolveFilters(deps)));
    if (notCachedYet(context.queryClient, list.queryKey)) void context.queryClient.prefetchInfiniteQuery(list);
  },
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
