import { describe, expect, it } from 'vitest';
import { errorMessage, shouldRetry } from './error-policy';
import { PortalError } from './portal-error';

const t = (key: string, options: { status: number }) => (key === 'common:errors.code' ? `Error code ${options.status}` : 'Network down');

describe('PortalError.fromResponse', () => {
  it('takes the message from X-PORTAL-ERROR and keeps status and body', async () => {
    const response = new Response(JSON.stringify({ detail: 'x' }), {
      status: 409,
      statusText: 'Conflict',
      headers: { 'X-PORTAL-ERROR': 'This phone number has already been blocked.' },
    });
    const error = await PortalError.fromResponse(response);
    expect(error.status).toBe(409);
    expect(error.message).toBe('This phone number has already been blocked.');
    expect(error.body).toEqual({ detail: 'x' });
    expect(error.fromServer).toBe(true);
  });
  it('falls back to the status text; keeps a text body', async () => {
    const error = await PortalError.fromResponse(new Response('oops', { status: 503, statusText: 'Service Unavailable' }));
    expect(error.message).toBe('Service Unavailable');
    expect(error.body).toBe('oops');
    expect(error.fromServer).toBe(false);
  });
  it('decodes a percent-encoded header', async () => {
    const error = await PortalError.fromResponse(
      new Response(null, { status: 400, headers: { 'X-PORTAL-ERROR': encodeURIComponent('Café closed') } }),
    );
    expect(error.message).toBe('Café closed');
  });
  it('network failures are status -1', () => {
    const error = PortalError.network(new TypeError('Failed to fetch'));
    expect(error.status).toBe(-1);
    expect(error.isNetwork).toBe(true);
  });
});

describe('errorMessage', () => {
  it('prefers the server message', () => {
    expect(errorMessage(new PortalError(400, 'PDF export can only load max of 31 days'), t)).toBe(
      'PDF export can only load max of 31 days',
    );
  });
  it("says 'Error code {status}' when there is no message", () => {
    expect(errorMessage(new PortalError(500, ''), t)).toBe('Error code 500');
    expect(errorMessage(new PortalError(502, '   '), t)).toBe('Error code 502');
  });
  it('uses the network text for status -1', () => {
    expect(errorMessage(PortalError.network(new TypeError('Failed to fetch')), t)).toBe('Network down');
  });
  it('handles foreign errors and non-errors', () => {
    expect(errorMessage(new Error('boom'), t)).toBe('boom');
    expect(errorMessage('weird', t)).toBe('Error code 0');
  });
  it('uses the bundled English texts by default', () => {
    expect(errorMessage(new PortalError(418, ''))).toBe('Error code 418');
  });
});

describe('shouldRetry', () => {
  it('never retries 4xx, 401 or contract mismatches', () => {
    for (const status of [0, 400, 401, 403, 404, 409]) expect(shouldRetry(0, new PortalError(status, 'x'))).toBe(false);
  });
  it('retries network and 5xx failures twice', () => {
    expect(shouldRetry(0, new PortalError(-1, 'x'))).toBe(true);
    expect(shouldRetry(1, new PortalError(500, 'x'))).toBe(true);
    expect(shouldRetry(2, new PortalError(500, 'x'))).toBe(false);
  });
});
