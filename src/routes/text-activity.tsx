import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useCallback, useRef } from 'react';
import * as z from 'zod/mini';
import { textQueries } from '@/api/text/text.queries';
import { notCachedYet, prefetchAfterUser } from '@/app/route-data';
import { usePrefetchWhenIdle } from '@/components/lazy-on-first-open';
import { defaultTextRequest } from '@/features/text/logic/text-range';
import { TextScreen } from '@/features/text/text-screen';
import { canSeeText } from '@/lib/roles';
import { optionalIdSearchParam } from '@/lib/search-params';
import { loadContactLinkMenu, renderContactLink } from './-contact-link-menu';

/** thread: the open conversation (its task id), so Back closes it and a link or a reload reopens it. */
const textSearch = z.object({ thread: optionalIdSearchParam });

export const Route = createFileRoute('/text-activity')({
  validateSearch: textSearch,
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
  const { thread } = Route.useSearch();
  const navigate = Route.useNavigate();
  const router = useRouter();
  // Whether this tab opened the thread from the list: its entry is then the one before, and closing
  // the thread goes back to it (a second Back would otherwise land on the same list again).
  const openedFromList = useRef(false);
  const select = useCallback(
    (taskId: number | null) => {
      if (taskId === null) {
        if (openedFromList.current) router.history.back();
        else void navigate({ search: {}, replace: true });
        openedFromList.current = false;
        return;
      }
      // From the list a thread is a step of its own (Back closes it); from one thread to another it is not.
      const fromList = thread === undefined;
      if (fromList) openedFromList.current = true;
      void navigate({ search: { thread: taskId }, replace: !fromList });
    },
    [navigate, router, thread],
  );
  return <TextScreen renderContactLink={renderContactLink} selectedId={thread} onSelect={select} />;
}
