import { describe, expect, it } from 'vitest';
import { checkWebhookUrl, webhookFieldProblem } from './webhook-url';

describe('webhook address (ZAPIER links)', () => {
  it('takes http and https addresses, normalised', () => {
    expect(checkWebhookUrl(' https://hooks.zapier.com/hooks/catch/1/abc ', true)).toEqual({ address: 'https://hooks.zapier.com/hooks/catch/1/abc' });
    expect(checkWebhookUrl('http://127.0.0.1:4000/hook', false)).toEqual({ address: 'http://127.0.0.1:4000/hook' });
    expect(checkWebhookUrl('HTTPS://Hooks.Example', false)).toEqual({ address: 'https://hooks.example/' });
  });

  it('refuses other schemes, credentials, plain http in production and overlong addresses', () => {
    for (const bad of ['', 'hooks.zapier.com/x', 'ftp://hooks.example/x', 'javascript:alert(1)', 'https://user:pw@hooks.example/', `https://h.example/${'a'.repeat(500)}`]) {
      expect(checkWebhookUrl(bad, false), bad).toHaveProperty('problem');
    }
    expect(checkWebhookUrl('http://hooks.example/x', true)).toEqual({ problem: 'shape' });
  });

  it('holds the stored address to the bound, not only what was typed (the long fuzz run, seed 670836961)', () => {
    // Each 𝕏 is two characters typed and twelve once percent-encoded: 498 typed would be 2,898 stored.
    const typed = `https://h.example/${'𝕏'.repeat(240)}`;
    expect(typed.length).toBeLessThanOrEqual(500);
    const fits = `https://h.example/${'é'.repeat(80)}`;
    expect(checkWebhookUrl(fits, false)).toEqual({ address: `https://h.example/${'%C3%A9'.repeat(80)}` });
    expect(checkWebhookUrl(typed, false)).toEqual({ problem: 'length' });
  });

  it('tells the field what is wrong, and nothing for an empty field (it clears the address)', () => {
    expect(webhookFieldProblem('  ')).toBeNull();
    expect(webhookFieldProblem('https://hooks.example/x')).toBeNull();
    expect(webhookFieldProblem('hooks.example/x')).toBe('shape');
    expect(webhookFieldProblem(`https://h.example/${'a'.repeat(500)}`)).toBe('length');
  });
});
