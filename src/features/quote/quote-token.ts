/** The quote token from the address fragment: `#token=abc`, `#abc`, `#quote=abc` or `#/quote/abc`. */
export function quoteTokenFromHash(hash: string): string {
  const text = hash.replace(/^#\/?/, '');
  const params = new URLSearchParams(text);
  const named = params.get('token') ?? params.get('quote');
  if (named) return named.trim();
  const path = /^quote\/(.+)$/i.exec(text);
  if (path?.[1]) return decodeURIComponent(path[1]).trim();
  return text.includes('=') ? '' : decodeURIComponent(text).trim();
}
