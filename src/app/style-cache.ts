import createCache, { type EmotionCache } from '@emotion/cache';

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
 * Emotion's style cache with the page's nonce: every <style> Chakra inserts (its global and
 * layer styles and each component's CSS) carries it, so the SPA's CSP allows styles from 'self'
 * and this nonce only, without 'unsafe-inline'. Key 'css' is emotion's default, kept so class
 * names stay what they were.
 */
export function createStyleCache(doc: Document = document): EmotionCache {
  const nonce = readCspNonce(doc);
  return createCache({ key: 'css', ...(nonce ? { nonce } : {}) });
}
