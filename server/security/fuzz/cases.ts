/**
 * Fuzz cases for one entry of the endpoint table, built from its contract schemas: a valid request
 * (path params, query or body), then broken one way per case (a field's type, presence, length,
 * characters, number or date; the body's shape or encoding; a path slot). Case `i` of an endpoint
 * depends only on the seed, the endpoint's name and `i`, so a failure replays on its own.
 */
import type { EndpointDef } from '../../../src/contract/endpoints';
import { oddDates, oddEncoded, oddNumbers, oddPathValues, oddText, wrongTypes } from './hostile';
import { createRng, hashSeed, type Rng } from './prng';
import { defOf, fieldsOf, lengthBounds, validRequest, type FieldSlot } from './values';

export interface FuzzCase {
  /** What the case broke (empty for a valid request). */
  label: string;
  method: string;
  /** Path under the app, query string included. */
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Sent in an agent (support) session instead of the user's own. */
  agent: boolean;
}

type Value = Record<string, unknown>;

/** `{ a: [1, 2], b: 'x' }` → `a=1&a=2&b=x`; nested objects travel as JSON text. */
function encodePairs(value: unknown): string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return new URLSearchParams({ value: JSON.stringify(value) }).toString();
  const out = new URLSearchParams();
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined) continue;
    for (const one of Array.isArray(item) ? item : [item]) out.append(key, one !== null && typeof one === 'object' ? JSON.stringify(one) : String(one));
  }
  return out.toString();
}

function setIn(target: Value, path: readonly string[], value: unknown): Value {
  const root: Value = structuredClone(target);
  let node: Value = root;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (!next || typeof next !== 'object') node[key] = /^\d+$/.test(path[path.indexOf(key) + 1] ?? '') ? [] : {};
    node = node[key] as Value;
  }
  const last = path.at(-1)!;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return root;
}

function overLong(slot: FieldSlot, rng: Rng): unknown {
  const def = defOf(slot.schema);
  const { max } = lengthBounds(slot.schema);
  if (def.type === 'array') {
    const length = max !== undefined && rng.chance(0.6) ? max + 1 : rng.pick([600, 2_000]);
    return Array.from({ length }, (_, i) => i + 1);
  }
  const length = max !== undefined && rng.chance(0.5) ? max + 1 : rng.pick([5_000, 60_000, 300_000]);
  return rng.pick(['x', 'é', '😀', '9']).repeat(length).slice(0, length);
}

/** One broken field: the label and the request with it. */
function breakField(valid: Value, slot: FieldSlot, rng: Rng): [string, Value] {
  const name = slot.path.join('.');
  const type = defOf(slot.schema).type;
  const current = slot.path.reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Value)[key] : undefined), valid);
  const kinds = ['wrong type', 'missing', 'null', 'over-long', 'odd text', 'odd number', 'odd date', 'repeated'] as const;
  // Half the time, the kind of trouble the field's own type invites.
  const own = /time$|date|^start$|^end$/i.test(slot.path.at(-1) ?? '') ? 'odd date' : type === 'number' ? 'odd number' : type === 'string' ? 'odd text' : null;
  const kind = own && rng.chance(0.5) ? own : rng.pick(kinds);
  switch (kind) {
    case 'wrong type':
      return [`${name}: wrong type`, setIn(valid, slot.path, rng.pick(wrongTypes))];
    case 'missing':
      return [`${name}: missing`, setIn(valid, slot.path, undefined)];
    case 'null':
      return [`${name}: null`, setIn(valid, slot.path, null)];
    case 'over-long':
      return [`${name}: over-long`, setIn(valid, slot.path, overLong(slot, rng))];
    case 'odd text': {
      const odd = rng.pick(oddText);
      const base = typeof current === 'string' ? current : String(current ?? '');
      const text = rng.pick([odd, `${base}${odd}`, `${odd}${base}`]);
      return [`${name}: odd text`, setIn(valid, slot.path, text)];
    }
    case 'odd number':
      return [`${name}: odd number`, setIn(valid, slot.path, rng.pick(oddNumbers))];
    case 'odd date':
      return [`${name}: odd date`, setIn(valid, slot.path, rng.pick(oddDates))];
    case 'repeated':
      return [`${name}: repeated`, setIn(valid, slot.path, type === 'array' ? [current, current] : [current ?? 'a', rng.pick(oddText)])];
  }
}

/** A body that is not an object of fields at all. */
const oddShapes: readonly [string, unknown][] = [
  ['null body', null],
  ['array body', [{}]],
  ['string body', 'x'],
  ['number body', 1],
  ['empty object', {}],
  ['deeply nested', JSON.parse(`${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}`) as unknown],
];

function withExtras(valid: Value, rng: Rng): Value {
  const out = structuredClone(valid);
  Object.defineProperty(out, '__proto__', { value: { polluted: 'Y' }, enumerable: true, configurable: true, writable: true });
  out[rng.pick(['constructor', 'userId', 'accountId', 'extra', 'x'.repeat(300)])] = rng.pick([...wrongTypes, 1, 'Y']);
  return out;
}

interface Encoded {
  query?: string;
  body?: string;
  headers: Record<string, string>;
}

function encode(def: EndpointDef, value: unknown, how: 'as declared' | 'json' | 'form' | 'multipart'): Encoded {
  if (def.method === 'GET') return { query: encodePairs(value), headers: {} };
  const style = how === 'as declared' ? (def.json ? 'json' : 'form') : how;
  if (style === 'json') return { body: JSON.stringify(value), headers: { 'Content-Type': 'application/json' } };
  if (style === 'multipart') {
    const boundary = 'fuzzboundary';
    const parts = [...new URLSearchParams(encodePairs(value))].map(
      ([key, item]) => `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${item}\r\n`,
    );
    return { body: `${parts.join('')}--${boundary}--\r\n`, headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` } };
  }
  return { body: encodePairs(value), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } };
}

/** Bodies whose encoding is broken or not the one the endpoint takes. */
function oddEncoding(def: EndpointDef, valid: Value, rng: Rng): [string, Encoded] {
  if (def.method === 'GET') return ['malformed query', { query: `${encodePairs(valid)}&${rng.pick(oddEncoded)}`, headers: {} }];
  const options: [string, () => Encoded][] = [
    [def.json ? 'form where JSON is expected' : 'JSON where a form is expected', () => encode(def, valid, def.json ? 'form' : 'json')],
    ['multipart', () => encode(def, valid, 'multipart')],
    ['multipart with a wrong boundary', () => ({ ...encode(def, valid, 'multipart'), headers: { 'Content-Type': 'multipart/form-data; boundary=other' } })],
    ['multipart without a boundary', () => ({ ...encode(def, valid, 'multipart'), headers: { 'Content-Type': 'multipart/form-data' } })],
    ['invalid JSON', () => ({ body: rng.pick(['{', '{"a":}', "{'a':1}", '\u0000', '[1,]', '{"a":1}}']), headers: { 'Content-Type': 'application/json' } })],
    ['JSON labelled as a form', () => ({ body: JSON.stringify(valid), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })],
    ['malformed form', () => ({ body: `${encodePairs(valid)}&${rng.pick(oddEncoded)}`, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })],
    ['no content type', () => ({ body: encodePairs(valid), headers: {} })],
    ['text/plain', () => ({ body: encodePairs(valid), headers: { 'Content-Type': 'text/plain' } })],
    ['odd charset', () => ({ ...encode(def, valid, 'as declared'), headers: { 'Content-Type': `${def.json ? 'application/json' : 'application/x-www-form-urlencoded'}; charset=utf-16` } })],
  ];
  const [label, make] = rng.pick(options);
  return [label, make()];
}

/** Case `index` of the endpoint `name`. */
export function fuzzCase(seed: number, name: string, def: EndpointDef, index: number, prefix = '/portalApi'): FuzzCase {
  const rng = createRng(hashSeed(seed, `${name}#${index}`));
  const valid = (validRequest(def.request, rng) ?? {}) as Value;
  let params = (def.params ? validRequest(def.params, rng) : {}) as Record<string, unknown>;
  let label = '';
  let encoded: Encoded;
  const fields = fieldsOf(def.request);
  const roll = rng.next();
  if (roll < 0.12) {
    encoded = encode(def, valid, 'as declared');
  } else if (roll < 0.55 && fields.length) {
    const [what, broken] = breakField(valid, rng.pick(fields), rng);
    label = what;
    encoded = encode(def, broken, 'as declared');
  } else if (roll < 0.65) {
    const [what, shape] = rng.chance(0.3) ? ['extra fields', withExtras(valid, rng)] : rng.pick(oddShapes);
    label = what;
    encoded = encode(def, shape, 'as declared');
  } else if (roll < 0.82 || !def.params) {
    [label, encoded] = oddEncoding(def, valid, rng);
  } else {
    const slot = rng.pick(Object.keys(params));
    const odd = rng.pick(oddPathValues);
    params = { ...params, [slot]: odd };
    label = `path ${slot}: ${odd.length > 40 ? `${odd.slice(0, 20)}… (${odd.length})` : odd}`;
    encoded = encode(def, valid, 'as declared');
  }
  const path = def.path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = String(params[key] ?? '1');
    return label.startsWith(`path ${key}:`) ? value : encodeURIComponent(value);
  });
  return {
    label: label || 'valid',
    method: def.method,
    path: `${prefix}${path}${encoded.query ? `?${encoded.query}` : ''}`,
    headers: encoded.headers,
    body: encoded.body,
    agent: rng.chance(0.15),
  };
}

/** A case as a reader can replay it (long bodies shortened). */
export function describeCase(c: FuzzCase): string {
  const cut = (s: string) => (s.length > 400 ? `${s.slice(0, 400)}… (${s.length} chars)` : s);
  return `${c.label}${c.agent ? ' [agent session]' : ''}\n  ${c.method} ${cut(c.path)}\n  ${JSON.stringify(c.headers)}${c.body === undefined ? '' : `\n  body: ${cut(JSON.stringify(c.body))}`}`;
}
