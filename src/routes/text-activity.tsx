import { createFileRoute } from '@tanstack/react-router';
import { textQueries } from '@/api/text/text.queries';
import { notCachedYet } from '@/app/route-data';
import { usePrefetchWhenIdle } from '@/components/lazy-on-first-open';
import { defaultTextRequest } from '@/features/text/logic/text-range';
import { TextScreen } from '@/features/text/text-screen';
import { loadContactLinkMenu, renderContactLink } from './-contact-link-menu';

export const Route = createFileRoute('/text-activity')({
  // The conversations of the default range start with the route's chunk (the screen's key).
  loader: ({ context }) => {
    const scope = context.sessionScope();
    if (!scope) return;
    const list = textQueries.conversations(scope, defaultTextRequest());
    if (notCachedYet(context.queryClient, list.queryKey)) void context.queryClient.prefetchInfiniteQuery(list);
  },
  component: TextActivityPage,
});

/** The conversations, with the contact-link menu on the caller's number: call them, save them as a contact. */
function TextActivityPage() {
  usePrefetchWhenIdle(loadContactLinkMenu);
  return <TextScreen renderContactLink={renderContactLink} />;
}
