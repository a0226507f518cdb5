import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ANDROID_APP_URL,
  DEFAULT_HELP_CENTER_URL,
  DEFAULT_IOS_APP_URL,
  DEFAULT_REFER_URL,
  DEFAULT_SUPPORT_EMAIL,
  DEFAULT_SUPPORT_PHONE,
  isTestHostname, readEnv, type EnvSources } from './env';

const sources = (over: Partial<EnvSources> = {}): EnvSources => ({
  runtime: undefined,
  build: {},
  origin: 'https://portal.example.com',
  hostname: 'portal.example.com',
  ...over,
});

describe('readEnv', () => {
  it('defaults to the page origin and AnswerDesk', () => {
    expect(readEnv(sources())).toEqual({
      apiBase: 'https://portal.example.com',
      portalApiBase: 'https://portal.example.com/portalApi',
      ukVariant: false,
      productName: 'AnswerDesk',
      isTestHost: false,
      helpCenterUrl: DEFAULT_HELP_CENTER_URL,
      referUrl: DEFAULT_REFER_URL,
      supportPhone: DEFAULT_SUPPORT_PHONE,
      supportEmail: DEFAULT_SUPPORT_EMAIL,
      iosAppUrl: DEFAULT_IOS_APP_URL,
      androidAppUrl: DEFAULT_ANDROID_APP_URL,
      phoneLine: 'simulated',
    });
  });
  it('takes the top bar links from the runtime config', () => {
    const env = readEnv(sources({ runtime: { helpCenterUrl: 'https://help.example/', referUrl: 'https://refer.example/' } }));
    expect(env.helpCenterUrl).toBe('https://help.example/');
    expect(env.referUrl).toBe('https://refer.example/');
  });
  it('runtime config wins over build env; empty apiBase means the origin', () => {
    const env = readEnv(sources({ runtime: { apiBase: 'https://api.example.com/', ukVariant: 'Y', productName: 'Desk' }, build: { VITE_API_BASE: 'https://b.example' } }));
    expect(env.apiBase).toBe('https://api.example.com');
    expect(env.portalApiBase).toBe('https://api.example.com/portalApi');
    expect(env.ukVariant).toBe(true);
    expect(env.productName).toBe('Desk');
    expect(readEnv(sources({ runtime: { apiBase: '' } })).apiBase).toBe('https://portal.example.com');
    expect(readEnv(sources({ build: { VITE_API_BASE: 'https://b.example' } })).apiBase).toBe('https://b.example');
  });
  it('fails loudly naming the bad key', () => {
    expect(() => readEnv(sources({ runtime: { apiBase: 42 } }))).toThrow(/apiBase/);
  });
  it('test hosts contain dev, test or beta', () => {
    expect(['dev.portal.example', 'portal-test.example', 'beta.example'].every(isTestHostname)).toBe(true);
    expect(isTestHostname('portal.example.com')).toBe(false);
  });
});
