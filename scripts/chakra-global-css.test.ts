import { describe, expect, it } from 'vitest';
import { pageSystem, system } from '../src/components/ui/system';
import { chakraGlobalCss } from './chakra-global-css';

describe('chakraGlobalCss', () => {
  const css = chakraGlobalCss(system);
  it('declares the cascade layers first, in Chakra\'s order, then fills them', () => {
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(css.indexOf('@layer reset{')).toBeLessThan(css.indexOf('@layer base{'));
    expect(css.indexOf('@layer base{')).toBeLessThan(css.indexOf('@layer tokens{'));
  });
  it('holds the portal\'s own tokens and global styles, not only Chakra\'s defaults', () => {
    // brand.700 and the canvas colour are the portal's (src/components/ui/system.ts).
    expect(css).toContain('--chakra-colors-brand-700:#1b3e78;');
    expect(css).toContain('--chakra-colors-bg-canvas:#f5f7fb;');
    expect(css).toMatch(/body\{[^}]*overflow-x:hidden/);
    // Dark mode's values come with their condition.
    expect(css).toMatch(/\.dark[^{]*\{[^}]*--chakra-colors-brand-solid:var\(--chakra-colors-brand-400\)/);
  });
  it('leaves the page\'s provider nothing global to insert', () => {
    expect(pageSystem._global).toEqual([]);
    expect(pageSystem._config.disableLayers).toBe(true);
    // The components' styles are still built in the layers the stylesheet declares.
    expect(pageSystem.layers).toBe(system.layers);
    expect(chakraGlobalCss(pageSystem)).toBe('');
  });
});
