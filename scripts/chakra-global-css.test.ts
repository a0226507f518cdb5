import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { pageSystem, system } from '../src/components/ui/system';
import { chakraGlobalCss, chakraSystemModule, withoutEagerGlobal } from './chakra-global-css';

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
    // One colour scheme: the semantic tokens' values sit on the root, with no dark block.
    expect(css).toMatch(/:where\(html, ?\.chakra-theme\)\{[^}]*--chakra-colors-brand-solid:var\(--chakra-colors-brand-700\)/);
    expect(css).not.toContain('.dark');
  });
  it('leaves the page\'s provider nothing global to insert', () => {
    expect(pageSystem._global).toEqual([]);
    expect(pageSystem._config.disableLayers).toBe(true);
    // The components' styles are still built in the layers the stylesheet declares.
    expect(pageSystem.layers).toBe(system.layers);
    expect(chakraGlobalCss(pageSystem)).toBe('');
  });
});

describe('withoutEagerGlobal', () => {
  // The installed Chakra's createSystem, the module the build transforms.
  const file = createRequire(import.meta.url).resolve('@chakra-ui/react').replace(/dist\/cjs\/index\.cjs$/, 'dist/esm/styled-system/system.js');
  const code = readFileSync(file, 'utf8');
  it('finds the installed Chakra\'s eager global CSS and leaves it out', () => {
    expect(chakraSystemModule.test(file)).toBe(true);
    const lazy = withoutEagerGlobal(code);
    expect(lazy).not.toBeNull();
    expect(lazy).not.toContain('getTokenCss()];');
    expect(lazy).toContain('const _global = [];');
    // Only that line: the functions stay for anyone who calls them.
    expect(lazy!.length - code.length).toBeLessThan(200);
    expect(lazy).toContain('getTokenCss,');
  });
  it('refuses a module it does not recognise', () => {
    expect(withoutEagerGlobal('export const x = 1;')).toBeNull();
  });
});
