import ky from 'ky';
import type { WorkerEndpointRequest } from '@/api/http/portal-client';
import { PortalError } from '@/api/http/portal-error';

/**
 * Sends a request the page prepared (`workerEndpointRequest`) from inside a worker and resolves
 * the successful answer's bytes; a failed answer or a lost network throws the PortalError the
 * page would have (the worker replies with its fields, the page rebuilds it).
 */
export async function fetchBodyInWorker(request: WorkerEndpointRequest, fetchImpl?: typeof fetch): Promise<ArrayBuffer> {
  let response: Response;
  try {
    response = await ky(request.url, {
      headers: request.headers,
      timeout: request.timeoutMs,
      retry: 0,
      throwHttpErrors: false,
      ...(fetchImpl ? { fetch: fetchImpl } : {}),
    });
  } catch (cause) {
    throw PortalError.network(cause);
  }
  if (!response.ok) throw await PortalError.fromResponse(response);
  return response.arrayBuffer();
}
