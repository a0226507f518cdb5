import { createFileRoute } from '@tanstack/react-router';
import { textQueries } from '@/api/text/text.queries';
import { notCachedYet, prefetchAfterUser } from '@/app/route-data';
import { usePrefetchWhenIdle } from '@/components/lazy-on-first-open';
import { defaultTextRequest } from '@/features/text/logic/text-range';
import { TextScreen } from '@/features/text/text-screen';
import { canSeeText } from '@/lib/roles';
import { loadContactLinkMenu, renderContactLink } from './-contact-link-menu';

export const Route = createFileRoute('/text-activity')({
  // The conversations of the default range start as soon as the user is known to have texts (the
  // screen's key): for anybody else the server refuses them, and the screen says so without asking.
  loader: ({ context }) =>
    prefetchAfterUser(context, (queryClient, user, scope) => {
      const list = textQueries.conversations(scope, defaultTextRequest());
      if (canSeeText(user) && notCachedYet(queryClient, list.queryKey)) void queryClient.prefetchInfiniteQuery(list);
    }),
  component: TextActivityPage,
});

/** The conversations, with the contact-link menu on the caller's number: call them, save them as a contact. */
function TextActivityPage() {
  usePrefetchWhenIdle(loadContactLinkMenu);
  return <TextScreen renderContactLink={renderContactLink} />;
}
