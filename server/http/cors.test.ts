import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { apiCors } from './cors';
import type { AppEnv } from './types';

const portal = 'https://portal.example';
const app = new Hono<AppEnv>();
app.use(
  '*',
  apiCors({
    origin: (origin) => (origin === portal ? origin : null),
    allowMethods: ['GET', 'POST'],
    allowHeaders: ['Authorization', 'Content-Type'],
    exposeHeaders: ['X-PORTAL-ERROR'],
    maxAge: 600,
  }),
);
app.get('/thing', (c) => {
  c.header('Vary', 'Accept-Encoding');
  return c.json({ ok: true });
});

describe('API CORS', () => {
  it('allows the portal origin on the finished response, keeping its body and Vary', async () => {
    const res = await app.request('/thing', { headers: { Origin: portal } });
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe(portal);
    expect(res.headers.get('Access-Control-Expose-Headers')).toBe('X-PORTAL-ERROR');
    expect(res.headers.get('Vary')).toBe('Accept-Encoding, Origin');
    expect(await res.json()).toEqual({ ok: true });
  });

  it('leaves the handler’s Response object in place (no rebuild around a body stream)', async () => {
    let returned: Response | undefined;
    let seen: Response | undefined;
    const probe = new Hono<AppEnv>();
    probe.use('*', async (c, next) => {
      await next();
      seen = c.res;
    });
    probe.use('*', apiCors({ origin: (o) => o, allowMethods: [], allowHeaders: [], exposeHeaders: [], maxAge: 1 }));
    probe.get('/x', (c) => (returned = c.body('{}')));
    await probe.request('/x', { headers: { Origin: portal } });
    expect(seen).toBeDefined();
    expect(seen).toBe(returned);
  });

  it('allows no other origin', async () => {
    const res = await app.request('/thing', { headers: { Origin: 'https://evil.example' } });
    expect(res.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(res.headers.get('Vary')).toBe('Accept-Encoding, Origin');
  });

  it('answers a preflight with 204 and the allowed methods and headers', async () => {
    const res = await app.request('/thing', { method: 'OPTIONS', headers: { Origin: portal, 'Access-Control-Request-Method': 'POST' } });
    expect(res.status).toBe(204);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe(portal);
    expect(res.headers.get('Access-Control-Allow-Methods')).toBe('GET,POST');
    expect(res.headers.get('Access-Control-Allow-Headers')).toBe('Authorization,Content-Type');
    expect(res.headers.get('Access-Control-Max-Age')).toBe('600');
    expect(res.headers.get('Vary')).toBe('Origin, Access-Control-Request-Headers');
  });
});
