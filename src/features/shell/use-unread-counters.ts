import { useQuery } from '@tanstack/react-query';
import { activityQueries } from '@/api/activity/activity.queries';
import { useSessionScope } from '@/app/session/session';
import type { MessagesRecentResponse } from '@/contract/activity';
import { isBillingOnly, type RoleUser } from '@/lib/roles';

const byMenuPath = (recent: MessagesRecentResponse): Readonly<Record<string, number>> => ({
  '/activity': recent.unreadMessageCount,
  '/chat-activity': recent.unreadChatCount,
});

/**
 * The side menu's unread counters (spec core §4), from GET /api/messages: realtime updates
 * invalidate it with the rest of the messages area, and held triage changes move it at once.
 * Billing-only users have no activity, so nothing is fetched for them.
 */
export function useUnreadCounters(user: RoleUser): Readonly<Record<string, number>> | undefined {
  const scope = useSessionScope();
  const { data } = useQuery({ ...activityQueries.recent(scope), enabled: !isBillingOnly(user), select: byMenuPath });
  return data;
}
