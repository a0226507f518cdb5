import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/lib/env';
import { makeUser } from '@/testing/user-fixtures';
import { callEndpoint, configurePortalAuth, workerEndpointRequest, workerRequestFailure } from './portal-client';
import { PortalError } from './portal-error';

const fetchMock = vi.fn<typeof fetch>();
const onUnauthorized = vi.fn();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  configurePortalAuth({ getSessionKey: () => 'key-123', onUnauthorized });
});
afterEach(() => {
  delete window.__portalEarly;
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  onUnauthorized.mockReset();
});

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' }, ...init });
const lastRequest = () => fetchMock.mock.calls.at(-1)?.[0] as Request;
/** index.html's early GET /api/me, asked with the session's key (early-answers.ts). */
const earlyAnswer = (response: Promise<Response>) => {
  response.catch(() => undefined);
  window.__portalEarly = { key: 'key-123', base: env.portalApiBase, answers: { '/api/me': response } };
};

describe('callEndpoint', () => {
  it('GETs {api}/portalApi/<path> with the Bearer key and parses the contract', async () => {
    const user = makeUser();
    fetchMock.mockResolvedValueOnce(json(user));
    await expect(callEndpoint('me')).resolves.toEqual(user);
    const request = lastRequest();
    expect(request.method).toBe('GET');
    expect(new URL(request.url).pathname).toBe('/portalApi/api/me');
    expect(request.headers.get('Authorization')).toBe('Bearer key-123');
  });
  it('posts form-encoded bodies', async () => {
    let body = '';
    fetchMock.mockImplementationOnce(async (input) => {
      body = await (input as Request).clone().text();
      return json({ sessionKey: 'new' });
    });
    await expect(callEndpoint('session', { identityKey: 'id-1' })).resolves.toEqual({ sessionKey: 'new' });
    const request = lastRequest();
    expect(request.method).toBe('POST');
    expect(request.headers.get('Content-Type')).toContain('application/x-www-form-urlencoded');
    expect(body).toBe('identityKey=id-1');
  });
  it('turns a response that does not match the contract into status 0', async () => {
    fetchMock.mockResolvedValueOnce(json({ userId: 'nope' }));
    const error = await callEndpoint('me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PortalError);
    expect((error as PortalError).status).toBe(0);
    expect((error as PortalError).message).toMatch(/Unexpected response from GET \/api\/me/);
    // The contract is on zod/mini (no locale): the English issue texts load on a failure.
    expect((error as PortalError).message).toContain('userId: Invalid input: expected number, received string');
  });
  it('maps HTTP errors with the header message', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 403, headers: { 'X-PORTAL-ERROR': 'Not in agent sessions.' } }));
    await expect(callEndpoint('me')).rejects.toMatchObject({ status: 403, message: 'Not in agent sessions.' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
  it('reports a 401 to the session, unless the caller handles it', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 401, statusText: 'Unauthorized' }));
    await expect(callEndpoint('me')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await expect(callEndpoint('session', { identityKey: 'x' }, undefined, { skipUnauthorizedHandler: true })).rejects.toMatchObject({
      status: 401,
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
  it('maps network failures to status -1', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(callEndpoint('me')).rejects.toMatchObject({ status: -1 });
  });
  it('uses a response already on its way instead of asking again, with the same parse', async () => {
    const user = makeUser();
    earlyAnswer(Promise.resolve(json(user)));
    await expect(callEndpoint('me')).resolves.toEqual(user);
    expect(fetchMock).not.toHaveBeenCalled();
    earlyAnswer(Promise.resolve(json({ userId: 'nope' })));
    await expect(callEndpoint('me')).rejects.toMatchObject({ status: 0 });
    expect(fetchMock).not.toHaveBeenCalled();
  });
  it('leaves the early answer to the call it was asked for: not one with another key', async () => {
    const user = makeUser();
    earlyAnswer(Promise.resolve(json(user)));
    fetchMock.mockResolvedValueOnce(json(user));
    await expect(callEndpoint('me', {}, undefined, { sessionKey: 'other-key' })).resolves.toEqual(user);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(callEndpoint('me')).resolves.toEqual(user);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
  it('asks again when the response on its way failed or was refused (asked before a sign-in gate, say), and that answer counts', async () => {
    const user = makeUser();
    fetchMock.mockResolvedValueOnce(json(user));
    await expect((earlyAnswer(Promise.resolve(new Response(null, { status: 403 }))), callEndpoint('me'))).resolves.toEqual(user);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 401 }));
    await expect((earlyAnswer(Promise.resolve(new Response(null, { status: 401 }))), callEndpoint('me'))).rejects.toMatchObject({
      status: 401,
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect((earlyAnswer(Promise.reject(new TypeError('Failed to fetch'))), callEndpoint('me'))).rejects.toMatchObject({
      status: -1,
    });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
  it('refuses an invalid request before sending it', async () => {
    await expect(callEndpoint('session', { identityKey: '' })).rejects.toMatchObject({ status: 0 });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('workerEndpointRequest', () => {
  it('prepares the GET a worker sends: the filled path, the checked input as the query and the Bearer key', async () => {
    const request = await workerEndpointRequest('reportCallVolume', { type: 'AGENT', scope: 'all' }, { id: 7 });
    const url = new URL(request.url);
    expect(url.pathname).toBe('/portalApi/api/accounts/7/reports/callVolume');
    expect(url.searchParams.get('type')).toBe('AGENT');
    expect(url.searchParams.get('scope')).toBe('all');
    expect(request.headers).toEqual({ Authorization: 'Bearer key-123' });
    expect(request.timeoutMs).toBeGreaterThanOrEqual(60_000);
    expect(fetchMock).not.toHaveBeenCalled();
  });
  it('refuses input the contract refuses, and any method but GET', async () => {
    await expect(workerEndpointRequest('reportCallVolume', { scope: 'everything' } as never, { id: 7 })).rejects.toMatchObject({ status: 0 });
    await expect(workerEndpointRequest('session', { identityKey: 'id-1' }, undefined as never)).rejects.toThrow(/GET requests only/);
  });
  it('sends no Authorization without a session', async () => {
    configurePortalAuth({ getSessionKey: () => null, onUnauthorized });
    expect((await workerEndpointRequest('reportTasks', {}, { id: 7, invoiceId: 0 })).headers).toEqual({});
  });
});

describe('workerRequestFailure', () => {
  it('logs out on a 401 of a worker\'s request, as on the page\'s own', () => {
    const refused = new PortalError(401, 'Session expired');
    expect(workerRequestFailure(refused)).toBe(refused);
    expect(onUnauthorized).toHaveBeenCalledWith(refused);
    workerRequestFailure(new PortalError(500, 'Broken'));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
