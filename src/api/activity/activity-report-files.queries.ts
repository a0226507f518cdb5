import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/api/http/portal-client';
import { areaKey, type SessionScope } from '@/api/query-scope';
import '@/contract/activity.endpoints'; // the definitions of its calls, loaded and preloaded with this module

/** GET /api/messages/getReportFiles (spec core §2 Report Files tabs). */
export const activityReportFileQueries = {
  all: (scope: SessionScope) => [...areaKey(scope, 'messages'), 'reportFiles'] as const,
  list: (scope: SessionScope) =>
    queryOptions({
      queryKey: activityReportFileQueries.all(scope),
      queryFn: ({ signal }) => callEndpoint('reportFiles', {}, undefined, { signal }),
      staleTime: 5 * 60_000,
    }),
};

/** A signed address for one file (valid 10 minutes): fetched when the file is opened. */
export async function reportFileLink(reportFileId: number): Promise<string> {
  const { url } = await callEndpoint('reportDownloadLink', {}, { id: reportFileId });
  return url;
}
