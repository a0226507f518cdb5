/**
 * How the portal puts a request's input into a query string or a form body. Its own module,
 * without imports, because index.html's early script (src/app/session/early-session.ts) encodes
 * its requests with it too, so that the portal recognises them as its own (early-answers.ts).
 */
type Scalar = string | number | boolean | null | undefined;

/** Form/query encoding: arrays repeat the key, objects travel as JSON text, null/undefined are left out. */
export function toSearchParams(input: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  const put = (key: string, value: unknown) => {
    if (value === null || value === undefined) return;
    if (typeof value === 'object') params.append(key, JSON.stringify(value));
    else params.append(key, String(value as Scalar));
  };
  for (const [key, value] of Object.entries(input)) {
    if (Array.isArray(value)) for (const entry of value) put(key, entry);
    else put(key, value);
  }
  return params;
}
