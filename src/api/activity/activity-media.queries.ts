import { queryOptions } from '@tanstack/react-query';
import { createPortalHttp } from '@/api/http/portal-client';
import { PortalError } from '@/api/http/portal-error';
import { areaKey, type SessionScope } from '@/api/query-scope';
import { fillPath } from '@/contract/endpoint';
import { activityEndpoints } from '@/contract/activity.endpoints';

/** Audio travels as a blob (an <audio> element cannot send the bearer key). */
async function fetchVoicemail(audioKey: string, signal: AbortSignal): Promise<Blob> {
  const path = fillPath(activityEndpoints.voicemailAudio.path, { audioKey }).replace(/^\/+/, '');
  let response: Response;
  try {
    response = await createPortalHttp()(path, { signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw PortalError.network(cause);
  }
  if (!response.ok) throw await PortalError.fromResponse(response);
  return response.blob();
}

export const activityMediaQueries = {
  /** Media never changes: kept apart from the messages area so realtime updates do not refetch it. */
  all: (scope: SessionScope) => areaKey(scope, 'media'),
  voicemail: (scope: SessionScope, audioKey: string) =>
    queryOptions({
      queryKey: [...activityMediaQueries.all(scope), 'voicemail', audioKey] as const,
      queryFn: ({ signal }) => fetchVoicemail(audioKey, signal),
      staleTime: Infinity,
      gcTime: 5 * 60_000,
      meta: { skipErrorSnack: true },
    }),
};
