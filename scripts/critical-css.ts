/**
 * The splash's own rules inline in index.html (issue 11). With only a linked stylesheet the page
 * painted nothing until that file was in, one more round trip after index.html on a phone, and the
 * portal's scripts were already on their way by then. Now index.html carries the few rules the
 * splash needs (a <style> the server gives the response's nonce: server/pages/spa-index.ts), and
 * the stylesheet is linked after the splash in <body>: it blocks only what follows it (nothing) and,
 * being parser-inserted, it still holds back the module scripts, so the portal never renders
 * before its stylesheet is in. The file itself stays cached as before.
 *
 * The rules are cut from the built stylesheet, so they are the same rules with the same values:
 * the elements the splash uses (html, body, the universal reset), its classes, the custom
 * properties they read (followed through other custom properties) and the keyframes those name,
 * each in its original cascade layer, after the same layer order statement.
 */
import postcss, { type AtRule, type Container, type Declaration, type Root, type Rule } from 'postcss';
import type { Plugin } from 'vite';

/** Selectors of rules the splash needs: the document's own elements and the splash's classes. */
export const splashSelector = /^(html|body|\*|html,body|\*,:before,:after|\*,:after,:before)$|\.boot-splash/;
/** Rules that only define the design tokens: they contribute the custom properties used, no more. */
const tokenSelector = /^:where\(html,\s*\.chakra-theme\)$|^:root$/;

const varsIn = (value: string) => [...value.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]!);

/** The rules of `css` that `keep` selects, with the custom properties and keyframes they use. */
export function criticalCss(css: string, keep: RegExp = splashSelector): string {
  const source = postcss.parse(css);
  const layers: string[] = [];
  source.walkAtRules('layer', (layer) => {
    for (const name of layer.params.split(',').map((n) => n.trim())) if (name && !layers.includes(name)) layers.push(name);
  });

  // 1. The selected rules, in their layers and media queries.
  const picked = source.clone();
  const tokens: Rule[] = [];
  const keyframes: AtRule[] = [];
  picked.walk((node) => {
    if (node.type === 'rule') {
      if (node.parent?.type === 'atrule' && (node.parent as AtRule).name === 'keyframes') return;
      if (tokenSelector.test(node.selector)) tokens.push(node);
      else if (!keep.test(node.selector)) node.remove();
    } else if (node.type === 'atrule' && node.name === 'keyframes') {
      keyframes.push(node);
      node.remove();
    }
  });

  // 2. The custom properties those rules read, through the token rules, until nothing new.
  const used = new Set<string>();
  /** Adds the properties `value` reads; whether any was new. */
  const note = (value: string) => {
    const before = used.size;
    for (const name of varsIn(value)) used.add(name);
    return used.size > before;
  };
  picked.walkDecls((decl) => {
    if (!tokens.includes(decl.parent as Rule)) note(decl.value);
  });
  const tokenDecls = tokens.flatMap((rule) => rule.nodes.filter((n): n is Declaration => n.type === 'decl'));
  for (let grew = true; grew; ) {
    grew = false;
    for (const decl of tokenDecls) if (used.has(decl.prop) && note(decl.value)) grew = true;
  }
  for (const decl of tokenDecls) if (!used.has(decl.prop)) decl.remove();

  // 3. The keyframes that what is kept names (token values included), at the end; then no empty blocks.
  removeEmpty(picked);
  const kept = picked.toString();
  for (const frames of keyframes) if (new RegExp(`[\\s:,]${frames.params}[\\s;,}]`).test(kept)) picked.append(frames);
  const order = layers.length > 0 ? `@layer ${layers.join(',')};` : '';
  return order + picked.toString().replace(/\s*\n\s*/g, '');
}

/** Removes the blocks left without content (a statement such as `@layer a,b;` has no block). */
function removeEmpty(container: Container | Root): void {
  for (const node of [...(container.nodes ?? [])]) {
    if ((node.type === 'atrule' || node.type === 'rule') && node.nodes) {
      removeEmpty(node);
      if (node.nodes.length === 0) node.remove();
    }
  }
}

const stylesheetLink = /\s*<link rel="stylesheet"[^>]*href="\/?(assets\/[^"]+\.css)"[^>]*>/;
const rootEnd = /(<div id="root">[\s\S]*?<\/main><\/div>)/;

/**
 * index.html with the splash's rules inline in <head> and the stylesheet link moved to just after
 * the root element (see above). `readCss` gives the linked file's text.
 */
export function withCriticalCss(html: string, readCss: (fileName: string) => string): string {
  const link = stylesheetLink.exec(html);
  if (!link) throw new Error('index.html: no stylesheet link to inline the splash rules from');
  if (!rootEnd.test(html)) throw new Error('index.html: no splash in the root element to put the stylesheet after');
  const rules = criticalCss(readCss(link[1]!));
  return html
    .replace(link[0], `\n    <style>${rules}</style>`)
    .replace(rootEnd, (root) => `${root}\n    ${link[0].trim()}`);
}

/** Vite plugin (build only): the splash's rules inline, the stylesheet after the splash. */
export function criticalCssPlugin(): Plugin {
  return {
    name: 'portal-critical-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        return withCriticalCss(html, (fileName) => {
          const asset = bundle[fileName];
          if (asset?.type !== 'asset') throw new Error(`index.html links ${fileName}, which the build did not emit`);
          return typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
        });
      },
    },
  };
}
