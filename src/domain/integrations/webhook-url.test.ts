import { describe, expect, it } from 'vitest';
import { webhookUrl } from './webhook-url';

describe('webhook address (ZAPIER links)', () => {
  it('takes http and https addresses, normalised', () => {
    expect(webhookUrl(' https://hooks.zapier.com/hooks/catch/1/abc ', true)).toBe('https://hooks.zapier.com/hooks/catch/1/abc');
    expect(webhookUrl('http://127.0.0.1:4000/hook', false)).toBe('http://127.0.0.1:4000/hook');
    expect(webhookUrl('HTTPS://Hooks.Example', false)).toBe('https://hooks.example/');
  });

  it('refuses other schemes, credentials, plain http in production and overlong addresses', () => {
    for (const bad of ['', 'hooks.zapier.com/x', 'ftp://hooks.example/x', 'javascript:alert(1)', 'https://user:pw@hooks.example/', `https://h.example/${'a'.repeat(500)}`]) {
      expect(webhookUrl(bad, false), bad).toBeNull();
    }
    expect(webhookUrl('http://hooks.example/x', true)).toBeNull();
  });
});
