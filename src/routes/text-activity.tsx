import { createFileRoute } from '@tanstack/react-router';
import { textQueries } from '@/api/text/text.queries';
import { notCachedYet } from '@/app/route-data';
import { defaultTextRequest } from '@/features/text/logic/text-range';
import { TextScreen } from '@/features/text/text-screen';

export const Route = createFileRoute('/text-activity')({
  // The conversations of the default range start with the route's chunk (the screen's key).
  loader: ({ context }) => {
    const scope = context.sessionScope();
    if (!scope) return;
    const list = textQueries.conversations(scope, defaultTextRequest());
    if (notCachedYet(context.queryClient, list.queryKey)) void context.queryClient.prefetchInfiniteQuery(list);
  },
  component: TextScreen,
});
