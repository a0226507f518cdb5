import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { staticGlobalCss } from '../src/app/static-global-css';
import { listRowClass } from '../src/components/list-row.styles';
import { pageSystem as buildPageSystem, portalSystem } from '../src/components/ui/system';
import { contactRowClass } from '../src/features/contacts/contact-row.styles';
import { recentItemClass } from '../src/features/dashboard/recent-item.styles';
import { splashClass } from '../src/features/shell/splash.styles';
import { conversationRowClass } from '../src/features/text/conversation-row.styles';
import { chakraGlobalCss, chakraSystemModule, withoutEagerGlobal } from './chakra-global-css';

const system = portalSystem();
const pageSystem = buildPageSystem();

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

describe('chakraGlobalCss with the class rules of src/app/static-global-css.ts', () => {
  const plain = chakraGlobalCss(system);
  const css = chakraGlobalCss(system, staticGlobalCss);
  const base = css.slice(css.indexOf('@layer base{'), css.indexOf('@layer tokens{'));
  it('writes a rule for every class of src/app/static-global-css.ts, in the base layer', () => {
    for (const name of [...Object.values(listRowClass), ...Object.values(conversationRowClass), ...Object.values(contactRowClass), ...Object.values(recentItemClass), ...Object.values(splashClass)]) {
      expect(base, name).toMatch(new RegExp(`\\.${name}[{:\\[ ,]`));
    }
    expect(plain).not.toContain('.list-row');
  });
  it('resolves tokens, breakpoints and states as Chakra does, and the recipes the rows stand in for', () => {
    expect(base).toContain('.list-row{display:flex;align-items:center;gap:var(--chakra-spacing-2);');
    // md, the desktop layout, starts above 768px (system.ts).
    expect(base).toMatch(/@media screen and \(min-width: 48\.0625rem\)\{\.list-row\{gap:var\(--chakra-spacing-3\)/);
    expect(base).toContain('.list-row[data-selected]{background:var(--chakra-colors-brand-subtle);');
    // A row's icon button is Chakra's ghost IconButton: its height, its hover and its focus ring.
    expect(base).toMatch(/\.row-icon-button\{[^}]*height:var\(--chakra-sizes-9\)/);
    expect(base).toMatch(/@media \(hover: hover\)\{\.row-icon-button:is\(:hover, \[data-hover\]\)[^{]*\{background:var\(--chakra-colors-color-palette-subtle\)/);
    expect(base).toMatch(/\.row-icon-button:is\(:focus-visible, \[data-focus-visible\]\)\{outline-width/);
    // Everything else is as before: the rules are added, nothing of Chakra's moves.
    expect(css.replace(base, '')).toBe(plain.replace(plain.slice(plain.indexOf('@layer base{'), plain.indexOf('@layer tokens{')), ''));
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
