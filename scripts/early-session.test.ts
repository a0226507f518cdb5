import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { buildEarlySession } from './early-session';

/** Runs the built script as index.html does: a classic script on a page at `url`, with `cookie`. */
function runAt(code: string, url: string, cookie: string, config: Record<string, unknown> = {}) {
  const asked: { url: string; authorization: string | undefined }[] = [];
  const window: Record<string, unknown> = { __PORTAL_CONFIG__: config };
  const location = new URL(url);
  const fetch = (input: string, init: { headers: Record<string, string> }) => {
    asked.push({ url: input, authorization: init.headers['Authorization'] });
    return Promise.resolve(new Response('{}'));
  };
  runInNewContext(code, { window, document: { cookie }, location, fetch, URLSearchParams, Date, Promise, Object, String, Array });
  return { asked, early: window['__portalEarly'] as { key: string; base: string; answers: Record<string, unknown> } | undefined };
}

describe('/early-session.js', () => {
  it("is a classic script built from the portal's modules that starts the page's first requests", async () => {
    const code = await buildEarlySession(process.cwd());
    expect(code).not.toMatch(/^\s*(?:import|export)\b/m);

    const dashboard = runAt(code, 'https://portal.example/', 'theme=dark; portalSessionKey=key%201');
    expect(dashboard.asked.map((request) => request.url)).toEqual([
      'https://portal.example/portalApi/api/me',
      'https://portal.example/portalApi/api/status',
      'https://portal.example/portalApi/api/messages',
    ]);
    expect(dashboard.asked.every((request) => request.authorization === 'Bearer key 1')).toBe(true);
    expect(dashboard.early?.key).toBe('key 1');
    expect(Object.keys(dashboard.early?.answers ?? {})).toEqual(['/api/me', '/api/status', '/api/messages']);

    const chats = runAt(code, 'https://portal.example/chat-activity', 'portalSessionKey=k', { apiBase: 'https://api.example/' });
    expect(chats.early?.base).toBe('https://api.example/portalApi');
    expect(chats.asked[1]?.url).toMatch(/^https:\/\/api\.example\/portalApi\/api\/messages\/all\?startTime=.+&endTime=.+&pageNumber=0&fromPortal=yes&chatsOnly=Y$/);
  });

  it('asks nothing without a session cookie', async () => {
    const signedOut = runAt(await buildEarlySession(process.cwd()), 'https://portal.example/', 'theme=dark');
    expect(signedOut.asked).toEqual([]);
    expect(signedOut.early).toBeUndefined();
  });
});
