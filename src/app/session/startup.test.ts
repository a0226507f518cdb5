import { describe, expect, it } from 'vitest';
import { detectStartup, type StartupInput } from './startup';

const base: StartupInput = { pathname: '/', search: '', hash: '', cookies: {}, storedAgentKey: null, savedIdentityKey: null };
const detect = (over: Partial<StartupInput>) => detectStartup({ ...base, ...over });

describe('detectStartup', () => {
  it('quotes when the address contains quotes', () => {
    expect(detect({ pathname: '/quotes' }).kind).toBe('quotes');
    expect(detect({ hash: '#quote=abc' }).kind).toBe('quotes');
    expect(detect({ hash: '#/quote/abc', cookies: { portalSessionKey: 'k' } }).kind).toBe('quotes');
  });
  it('reset when the password-reset cookie is present', () => {
    expect(detect({ cookies: { portalPasswordReset: 'Y', portalSessionKey: 'k' } }).kind).toBe('reset');
  });
  it('reset from the login page link (#reset), migration at #migrate, both before any session', () => {
    expect(detect({ hash: '#reset', cookies: { portalSessionKey: 'k' } }).kind).toBe('reset');
    expect(detect({ hash: '#migrate', cookies: { portalSessionKey: 'k' } }).kind).toBe('migrate');
    expect(detect({ hash: '#migrated' }).kind).toBe('login');
    expect(detect({ pathname: '/quote', hash: '#token=abc' }).kind).toBe('quotes');
  });
  it('an agent link wins and is removed from the address', () => {
    expect(detect({ pathname: '/activity', search: '?agentUserSession=agent-1&x=1', cookies: { portalSessionKey: 'k' } })).toEqual({
      kind: 'session',
      sessionKey: 'agent-1',
      agent: true,
      source: 'agentLink',
      pendingIdentityKey: null,
      cleanUrl: '/activity?x=1',
    });
  });
  it('the login fragment gives the session and the pending identity key', () => {
    expect(detect({ pathname: '/vip', hash: '#sessionKey=s1&identityKey=i1' })).toEqual({
      kind: 'session',
      sessionKey: 's1',
      agent: false,
      source: 'fragment',
      pendingIdentityKey: 'i1',
      cleanUrl: '/vip',
    });
  });
  it("this tab's agent key, then the cookie", () => {
    expect(detect({ storedAgentKey: 'a2', cookies: { portalSessionKey: 'k' } })).toMatchObject({ sessionKey: 'a2', agent: true });
    expect(detect({ cookies: { portalSessionKey: 'k' } })).toMatchObject({ sessionKey: 'k', agent: false, source: 'cookie', cleanUrl: null });
  });
  it('a saved identity key, else the login page', () => {
    expect(detect({ savedIdentityKey: 'id' })).toEqual({ kind: 'identity', identityKey: 'id' });
    expect(detect({})).toEqual({ kind: 'login' });
  });
});
