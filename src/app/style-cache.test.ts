import { describe, expect, it } from 'vitest';
import { createStyleCache, readCspNonce } from './style-cache';

function page(head: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><head>${head}</head><body></body></html>`, 'text/html');
}

describe('the style cache takes the nonce the server rendered into index.html', () => {
  it('reads the nonce of <meta property="csp-nonce">', () => {
    expect(readCspNonce(page('<meta property="csp-nonce" nonce="abc123==" />'))).toBe('abc123==');
  });

  it('has none without the meta (Vite dev server, tests)', () => {
    expect(readCspNonce(page('<meta charset="UTF-8" />'))).toBeUndefined();
    expect(createStyleCache(page('')).nonce).toBeUndefined();
  });

  it("puts the nonce on emotion's cache, keeping the default class prefix", () => {
    const cache = createStyleCache(page('<meta property="csp-nonce" nonce="n0nce+/=" />'));
    expect(cache.nonce).toBe('n0nce+/=');
    expect(cache.key).toBe('css');
    expect(cache.sheet.nonce).toBe('n0nce+/=');
  });
});

describe('the style cache writes -webkit- twins only where a supported browser needs them', () => {
  function insertedCss(styles: string): string {
    const cache = createStyleCache(page(''));
    cache.insert('.t', { name: 't', styles, next: undefined }, cache.sheet, true);
    const css = cache.sheet.tags.map((tag) => tag.textContent).join('');
    cache.sheet.flush();
    return css;
  }

  it("twins user-select (Safari reads only -webkit-user-select)", () => {
    expect(insertedCss('user-select:none;')).toBe('.t{-webkit-user-select:none;user-select:none;}');
  });

  it("leaves flex, transform and appearance alone (emotion's default prefixer wrote three twins of each)", () => {
    expect(insertedCss('display:flex;align-items:center;transform:scale(1);appearance:none;')).toBe(
      '.t{display:flex;align-items:center;transform:scale(1);appearance:none;}',
    );
  });
});
