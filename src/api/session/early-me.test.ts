import { afterEach, describe, expect, it } from 'vitest';
import { takeEarlyMe } from './early-me';

const base = 'https://portal.example/portalApi';
const early = (key: string, url = `${base}/api/me`) => {
  const response = Promise.resolve(new Response('{}'));
  window.__portalEarlyMe = { key, url, response };
  return response;
};

afterEach(() => {
  delete window.__portalEarlyMe;
});

describe('takeEarlyMe', () => {
  it('hands over the early answer once, for the key and address the portal would use', () => {
    const response = early('key-1');
    expect(takeEarlyMe('key-1', base)).toBe(response);
    expect(takeEarlyMe('key-1', base)).toBeUndefined();
  });

  it('drops an answer asked with another key (a login fragment or agent link replaced the cookie)', () => {
    early('cookie-key');
    expect(takeEarlyMe('fragment-key', base)).toBeUndefined();
    expect(window.__portalEarlyMe).toBeUndefined();
  });

  it('drops an answer asked at another API address', () => {
    early('key-1', 'https://elsewhere.example/portalApi/api/me');
    expect(takeEarlyMe('key-1', base)).toBeUndefined();
  });

  it('is nothing without an early request or a session', () => {
    expect(takeEarlyMe('key-1', base)).toBeUndefined();
    early('key-1');
    expect(takeEarlyMe(null, base)).toBeUndefined();
  });
});
