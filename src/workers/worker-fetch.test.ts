import { describe, expect, it, vi } from 'vitest';
import { PortalError } from '@/api/http/portal-error';
import { fetchBodyInWorker } from './worker-fetch';

const request = { url: 'http://api.test/portalApi/api/accounts/7/reports/0/tasks', headers: { Authorization: 'Bearer key-1' }, timeoutMs: 5_000 };

describe('fetchBodyInWorker', () => {
  it('sends the prepared request and resolves the answer\'s bytes', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response('{"tasks":[]}', { status: 200 }));
    const body = await fetchBodyInWorker(request, fetchImpl);
    expect(new TextDecoder().decode(body)).toBe('{"tasks":[]}');
    const sent = fetchImpl.mock.calls[0]![0] as Request;
    expect(sent.url).toBe(request.url);
    expect(sent.headers.get('Authorization')).toBe('Bearer key-1');
  });
  it('throws the PortalError the page would have, and its fields rebuild it on the page', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response('{"reason":"x"}', { status: 403, headers: { 'X-PORTAL-ERROR': 'Not%20yours' } }));
    const error = await fetchBodyInWorker(request, fetchImpl).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PortalError);
    const rebuilt = PortalError.fromFields(structuredClone((error as PortalError).toFields()));
    expect(rebuilt).toMatchObject({ status: 403, message: 'Not yours', body: { reason: 'x' }, fromServer: true });
  });
  it('turns a lost network into status -1', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchBodyInWorker(request, fetchImpl)).rejects.toMatchObject({ status: -1, isNetwork: true });
  });
});
