import { createFileRoute, notFound } from '@tanstack/react-router';
import { ActivityInbox } from './-activity-inbox';
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
  component: ActivityInbox,
});
