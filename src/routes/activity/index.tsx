import { createFileRoute } from '@tanstack/react-router';
import { ActivityScreen } from '@/features/activity/activity-screen';
import { activitySearchSchema } from '@/lib/activity-filter-settings';

/** /activity: the activity inbox; its filters live in validated search params. */
export const Route = createFileRoute('/activity/')({
  validateSearch: activitySearchSchema,
  component: ActivityScreen,
});
