import { createFileRoute, notFound } from '@tanstack/react-router';

/** /activity/{messageId}: the inbox (routes/activity.tsx), which opens that message once it is loaded. */
export const Route = createFileRoute('/activity/$messageId')({
  params: {
    parse: ({ messageId }) => {
      if (!/^\d+$/.test(messageId)) throw notFound();
      return { messageId: Number(messageId) };
    },
    stringify: ({ messageId }) => ({ messageId: String(messageId) }),
  },
});
