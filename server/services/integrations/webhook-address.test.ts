import { describe, expect, it } from 'vitest';
import { isInternalHost, webhookAddress } from './webhook-address';

describe('webhookAddress', () => {
  it('takes http and https addresses without credentials', () => {
    expect(webhookAddress('https://hooks.zapier.com/hooks/catch/1/abc', false)).toBe('https://hooks.zapier.com/hooks/catch/1/abc');
    expect(webhookAddress('http://127.0.0.1:9/x', false)).toBe('http://127.0.0.1:9/x');
    for (const bad of ['javascript:alert(1)', 'ftp://x.example/', 'https://u:p@x.example/', 'not a url']) expect(() => webhookAddress(bad, false)).toThrow();
  });
  it('in production: https only, and no internal hosts', () => {
    expect(() => webhookAddress('http://hooks.example/x', true)).toThrow();
    for (const host of ['localhost', '127.0.0.1', '10.1.2.3', '192.168.0.4', '172.20.0.1', '169.254.169.254', '[::1]', 'db.internal']) {
      expect(() => webhookAddress(`https://${host}/x`, true), host).toThrow();
    }
    expect(webhookAddress('https://hooks.zapier.com/x', true)).toBe('https://hooks.zapier.com/x');
  });
  it('knows internal hosts', () => {
    expect(isInternalHost('172.32.0.1')).toBe(false);
    expect(isInternalHost('fd00::1')).toBe(true);
    expect(isInternalHost('example.com')).toBe(false);
  });
});
