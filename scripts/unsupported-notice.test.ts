import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { unsupportedNoticeScript } from './unsupported-notice';

const texts = JSON.parse(readFileSync(new URL('../src/locales/en/common.json', import.meta.url), 'utf8')).unsupported;

/** Runs the generated script against a minimal document, the way an old browser would. */
function runNotice(readyState: string) {
  const root = { innerHTML: '', attributes: {} as Record<string, string>, style: { cssText: '' }, setAttribute(name: string, value: string) { this.attributes[name] = value; } };
  const listeners: Array<() => void> = [];
  const document = {
    readyState,
    getElementById: (id: string) => (id === 'root' ? root : null),
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
  };
  runInNewContext(unsupportedNoticeScript(texts), { document, window: {} });
  return { root, listeners };
}

describe('the notice for browsers without modules', () => {
  it('shows the spec notice and the supported browsers', () => {
    const { root } = runNotice('interactive');
    expect(root.innerHTML).toContain('This application requires features not available on this browser.');
    for (const browser of ['Microsoft Edge', 'Google Chrome', 'Mozilla Firefox']) expect(root.innerHTML).toContain(`<li>${browser}</li>`);
    expect(root.attributes['role']).toBe('alert');
  });

  it('waits for the document when it runs while the page is still loading', () => {
    const { root, listeners } = runNotice('loading');
    expect(root.innerHTML).toBe('');
    listeners.forEach((listener) => listener());
    expect(root.innerHTML).toContain('Google Chrome');
  });

  it('is old-browser JavaScript: no arrow functions, let/const, classes or template literals', () => {
    const code = unsupportedNoticeScript(texts);
    expect(code).not.toMatch(/=>|\blet\b|\bconst\b|\bclass\b|`/);
  });
});
