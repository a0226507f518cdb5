/**
 * The SPA's index.html as each response sends it: with that response's CSP nonce in a
 * `<meta property="csp-nonce" nonce="…">` (Vite's convention, which its own preload helper also
 * reads). The SPA gives the nonce to emotion's style cache (src/app/style-cache.ts), so Chakra's
 * runtime <style> tags carry it and the SPA's CSP needs no `'unsafe-inline'` for styles. The
 * browser hides a nonce attribute from the DOM (nonce hiding), so injected CSS cannot read it.
 */
export function renderSpaIndex(html: string, nonce: string): string {
  const meta = `<meta property="csp-nonce" nonce="${nonce}" />`;
  // The build's own <style> (the splash's rules: scripts/critical-css.ts) needs the nonce too.
  const styled = html.replace(/<style>/gi, `<style nonce="${nonce}">`);
  return /<head[^>]*>/i.test(styled) ? styled.replace(/<head[^>]*>/i, (head) => `${head}\n    ${meta}`) : `${meta}\n${styled}`;
}
