import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

/**
 * The nonce the server rendered into this page's index.html (`<meta property="csp-nonce">`,
 * server/pages/spa-index.ts). The browser hides the attribute once the page's CSP applies
 * (`getAttribute` then answers ''), so the element's `nonce` property comes first; the attribute
 * serves where that property is missing (jsdom). Absent under Vite's dev server and in tests:
 * emotion then writes <style> tags without a nonce, as before.
 */
export function readCspNonce(doc: Document = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}

/**
 * The properties that a browser able to run the es2022 build (Chrome and Edge, Firefox, Safari
 * from 15.4) may still read only with `-webkit-`. Emotion's default prefixer writes -webkit-, -moz-
 * and -ms- twins of ~60 properties (flex, transform, align-items…) for browsers from before 2015:
 * on the first load it was ~30 ms of the commit that inserts the dashboard's CSS (unthrottled,
 * ~120 ms at a phone's 4x), and every twin is one more declaration for the browser to parse and
 * match (issue 11).
 */
const webkitOnly = new Set([
  'user-select',
  'backdrop-filter',
  'text-size-adjust',
  'box-decoration-break',
  'hyphens',
  'background-clip',
  'print-color-adjust',
  'mask',
  'mask-image',
  'mask-size',
  'mask-position',
  'mask-repeat',
]);

/** A stylis middleware: writes `-webkit-` twins of the declarations in `webkitOnly`, and nothing else. */
export const webkitTwins: StylisPlugin = (element) => {
  if (element.type === 'decl' && !element.return && webkitOnly.has(element.props as string)) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

/**
 * Emotion's style cache with the page's nonce: every <style> Chakra inserts (its global and
 * layer styles and each component's CSS) carries it, so the SPA's CSP allows styles from 'self'
 * and this nonce only, without 'unsafe-inline'. Key 'css' is emotion's default, kept so class
 * names stay what they were. Prefixes: `webkitTwins` instead of emotion's prefixer.
 */
export function createStyleCache(doc: Document = document): EmotionCache {
  const nonce = readCspNonce(doc);
  return createCache({ key: 'css', stylisPlugins: [webkitTwins], ...(nonce ? { nonce } : {}) });
}
