import { createFileRoute } from '@tanstack/react-router';

/** /activity: the inbox (routes/activity.tsx) with no message open. */
export const Route = createFileRoute('/activity/')({});
