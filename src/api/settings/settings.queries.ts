import { queryOptions } from '@tanstack/react-query';
import { createPortalHttp } from '@/api/http/portal-client';
import { PortalError } from '@/api/http/portal-error';
import { areaKey, type SessionScope } from '@/api/query-scope';

/** A greeting's audio as a blob (an <audio> element cannot send the bearer key). */
async function fetchRecording(recordingUrl: string, signal: AbortSignal): Promise<Blob> {
  // recordingUrl is `/portalApi/api/media/recording/{key}`: relative to the API base.
  const path = recordingUrl.replace(/^\/?portalApi\//, '');
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

export const settingsQueries = {
  /** A key names its audio for good (a re-recording gets a new key), so it never goes stale. */
  recording: (scope: SessionScope, recordingUrl: string) =>
    queryOptions({
      queryKey: [...areaKey(scope, 'media'), 'recording', recordingUrl] as const,
      queryFn: ({ signal }) => fetchRecording(recordingUrl, signal),
      staleTime: Infinity,
      gcTime: 5 * 60_000,
      meta: { skipErrorSnack: true },
    }),
};
