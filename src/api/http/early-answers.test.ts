import { afterEach, describe, expect, it } from 'vitest';
import { takeEarlyAnswer } from './early-answers';

const base = 'https://portal.example/portalApi';
const early = (key: string, at = base) => {
  const me = Promise.resolve(new Response('{}'));
  const status = Promise.resolve(new Response('{}'));
  window.__portalEarly = { key, base: at, answers: { '/api/me': me, '/api/status': status } };
  return { me, status };
};

afterEach(() => {
  delete window.__portalEarly;
});

describe('takeEarlyAnswer', () => {
  it('hands over each early answer once, for the key and address the portal would use', () => {
    const { me, status } = early('key-1');
    expect(takeEarlyAnswer('/api/me', 'key-1', base)).toBe(me);
    expect(takeEarlyAnswer('/api/me', 'key-1', base)).toBeUndefined();
    expect(takeEarlyAnswer('/api/status', 'key-1', base)).toBe(status);
    expect(takeEarlyAnswer('/api/messages', 'key-1', base)).toBeUndefined();
  });

  it('drops them all when asked with another key (a login fragment or agent link replaced the cookie)', () => {
    early('cookie-key');
    expect(takeEarlyAnswer('/api/me', 'fragment-key', base)).toBeUndefined();
    expect(window.__portalEarly).toBeUndefined();
  });

  it('drops them all when asked at another API address', () => {
    early('key-1', 'https://elsewhere.example/portalApi');
    expect(takeEarlyAnswer('/api/status', 'key-1', base)).toBeUndefined();
    expect(window.__portalEarly).toBeUndefined();
  });

  it('is nothing without early requests or a session', () => {
    expect(takeEarlyAnswer('/api/me', 'key-1', base)).toBeUndefined();
    early('key-1');
    expect(takeEarlyAnswer('/api/me', null, base)).toBeUndefined();
  });
});
