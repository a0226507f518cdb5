import { describe, expect, it } from 'vitest';
import { criticalCss, withCriticalCss } from './critical-css';

const css = [
  '@layer reset{html{line-height:1.5;font-family:var(--global-font-body)}img{display:block}}',
  '@layer base{*{--global-font-body:var(--chakra-fonts-body)}.row{color:var(--chakra-colors-red)}',
  '.boot-splash{min-height:100dvh;background:var(--chakra-colors-bg-canvas)}',
  '@media screen and (min-width:30rem){.boot-splash{padding:var(--chakra-spacing-6)}.row{padding:0}}',
  '.boot-splash-spinner{animation:var(--chakra-animations-spin)}',
  '@keyframes spin{to{transform:rotate(360deg)}}@keyframes fade{to{opacity:0}}}',
  '@layer tokens{:where(html,.chakra-theme){--chakra-fonts-body:Inter;--chakra-colors-red:red;--chakra-colors-white:#fff;',
  '--chakra-colors-bg-canvas:var(--chakra-colors-white);--chakra-spacing-6:1.5rem;--chakra-animations-spin:spin 1s linear infinite}}',
  '@layer recipes{.chakra-button{color:blue}}',
].join('');

describe('criticalCss', () => {
  const out = criticalCss(css);

  it('keeps the splash classes and the document elements, in their layers and media queries, after the layer order', () => {
    expect(out.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(out).toContain('@layer reset{html{line-height:1.5;font-family:var(--global-font-body)}}');
    expect(out).toContain('.boot-splash{min-height:100dvh;background:var(--chakra-colors-bg-canvas)}');
    expect(out).toContain('@media screen and (min-width:30rem){.boot-splash{padding:var(--chakra-spacing-6)}}');
  });

  it('leaves out every other rule, and blocks left empty', () => {
    expect(out).not.toMatch(/\.row|img|chakra-button|@layer recipes\{/);
  });

  it('keeps the custom properties read, through other properties, and no others', () => {
    expect(out).toContain('--chakra-colors-bg-canvas:var(--chakra-colors-white)');
    expect(out).toContain('--chakra-colors-white:#fff');
    expect(out).toContain('--chakra-fonts-body:Inter');
    expect(out).not.toContain('--chakra-colors-red');
  });

  it('keeps the keyframes a kept property names, and no others', () => {
    expect(out).toContain('@keyframes spin{to{transform:rotate(360deg)}}');
    expect(out).not.toContain('fade');
  });
});

describe('withCriticalCss', () => {
  const html = [
    '<html><head><script type="module" src="/assets/index-a.js"></script>',
    '<link rel="stylesheet" crossorigin href="/assets/index-b.css"></head>',
    '<body><div id="root"><main class="boot-splash"></main></div><noscript>x</noscript></body></html>',
  ].join('\n');

  it('puts the rules inline in the head and links the stylesheet right after the splash', () => {
    const out = withCriticalCss(html, (file) => (file === 'assets/index-b.css' ? css : ''));
    expect(out).toMatch(/<head>[\s\S]*<style>@layer reset,base,tokens,recipes;[^<]*<\/style>[\s\S]*<\/head>/);
    expect(out).toMatch(/<\/main><\/div>\s*<link rel="stylesheet" crossorigin href="\/assets\/index-b.css">\s*<noscript>/);
    expect(out.match(/rel="stylesheet"/g)).toHaveLength(1);
  });

  it('fails the build when there is no stylesheet link or no splash', () => {
    expect(() => withCriticalCss(html.replace(/<link[^>]*>/, ''), () => css)).toThrow(/no stylesheet link/);
    expect(() => withCriticalCss(html.replace('<main class="boot-splash"></main>', ''), () => css)).toThrow(/no splash/);
  });
});
