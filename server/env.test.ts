import { describe, expect, it } from 'vitest';
import { EnvError, isProduction, parseEnv } from './env';

describe('parseEnv', () => {
  it('applies the defaults', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(8787);
    expect(env.HOST).toBe('127.0.0.1');
    expect(env.PORTAL_DATA_DIR).toBe('.data/pglite');
    expect(env.PORTAL_STATIC_DIR).toBe('dist');
    expect(env.SESSION_TTL_HOURS).toBe(12);
    expect(env.AGENT_SESSION_TTL_MINUTES).toBe(60);
    expect(env.PORTAL_TEST_CONTROL).toBe(false);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('reads flags and trims trailing slashes of URLs', () => {
    const env = parseEnv({ PORTAL_TEST_CONTROL: '1', PORTAL_UK_VARIANT: 'true', PORTAL_PUBLIC_URL: 'https://portal.example/' });
    expect(env.PORTAL_TEST_CONTROL).toBe(true);
    expect(env.PORTAL_UK_VARIANT).toBe(true);
    expect(env.PORTAL_PUBLIC_URL).toBe('https://portal.example');
  });

  it('fails loudly naming every bad key', () => {
    let error: unknown;
    try {
      parseEnv({ PORT: 'eighty', SESSION_TTL_HOURS: '-1', PORTAL_PUBLIC_URL: 'not a url' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as Error).message;
    expect(message).toContain('PORT');
    expect(message).toContain('SESSION_TTL_HOURS');
    expect(message).toContain('PORTAL_PUBLIC_URL');
  });

  it('treats production with test control as not production', () => {
    expect(isProduction(parseEnv({ NODE_ENV: 'production' }))).toBe(true);
    expect(isProduction(parseEnv({ NODE_ENV: 'production', PORTAL_TEST_CONTROL: '1' }))).toBe(false);
  });
});
