/**
 * Issue 20's hostile inputs (items 5-7), pinned for every entry of the endpoint table rather than
 * a sample of routes: each is sent on every endpoint where it applies, with the 4xx it must
 * answer. A new endpoint gets them without anyone listing it.
 * - an id past the integer column in each path slot: 404, as an unknown id;
 * - one past the largest value of each bounded number field (ids: past the integer column): 400;
 * - one id more than a list allows: 400;
 * - NUL in each text field: 400;
 * - a multipart body with the wrong boundary: 400;
 * - a body over the API's limit: 413.
 */
import { apiBodyLimitOf } from '../../http/input-limits';
import type { EndpointDef } from '../../../src/contract/endpoints';
import type { FuzzCase } from './cases';
import { createRng } from './prng';
import { defOf, fieldsOf, inputSchema, lengthBounds, upperBound, validRequest } from './values';

export interface PinnedCase {
  case: FuzzCase;
  status: number;
}

const tooBig = '2147483648';

function encodePairs(value: Record<string, unknown>): string {
  const out = new URLSearchParams();
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined) continue;
    for (const one of Array.isArray(item) ? item : [item]) out.append(key, one !== null && typeof one === 'object' ? JSON.stringify(one) : String(one));
  }
  return out.toString();
}

/** A plain, well-formed request for an endpoint (generated from its schemas with a fixed seed). */
export function pinnedRequest(def: EndpointDef, prefix = '/portalApi'): FuzzCase {
  const rng = createRng(1);
  const valid = (validRequest(def.request, rng) ?? {}) as Record<string, unknown>;
  const params = (def.params ? validRequest(def.params, rng) : {}) as Record<string, unknown>;
  const path = `${prefix}${def.path.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(String(params[key] ?? '1')))}`;
  if (def.method === 'GET') return { label: 'plain', method: def.method, path: `${path}?${encodePairs(valid)}`, headers: {}, agent: false };
  const body = def.json ? JSON.stringify(valid) : encodePairs(valid);
  return { label: 'plain', method: def.method, path, headers: { 'Content-Type': def.json ? 'application/json' : 'application/x-www-form-urlencoded' }, body, agent: false };
}

/** The pinned cases of one endpoint (top-level fields only: what a form or query can carry). */
export function pinnedCases(def: EndpointDef, prefix = '/portalApi'): PinnedCase[] {
  const rng = createRng(1);
  const valid = (validRequest(def.request, rng) ?? {}) as Record<string, unknown>;
  const params = (def.params ? validRequest(def.params, rng) : {}) as Record<string, unknown>;
  const pathWith = (overrides: Record<string, string> = {}) =>
    `${prefix}${def.path.replace(/\{(\w+)\}/g, (_, key: string) => overrides[key] ?? encodeURIComponent(String(params[key] ?? '1')))}`;
  const request = (label: string, value: Record<string, unknown>, status: number, path = pathWith()): PinnedCase => {
    if (def.method === 'GET') return { status, case: { label, method: def.method, path: `${path}?${encodePairs(value)}`, headers: {}, agent: false } };
    const body = def.json ? JSON.stringify(value) : encodePairs(value);
    const type = def.json ? 'application/json' : 'application/x-www-form-urlencoded';
    return { status, case: { label, method: def.method, path, headers: { 'Content-Type': type }, body, agent: false } };
  };
  const out: PinnedCase[] = [];
  for (const slot of Object.keys(params)) {
    if (defOf(def.params!).type === 'object' && /id$/i.test(slot)) out.push(request(`path ${slot} past the integer column`, valid, 404, pathWith({ [slot]: tooBig })));
  }
  for (const field of fieldsOf(def.request).filter((f) => f.path.length === 1)) {
    const key = field.path[0]!;
    // One id or a list of them (`idListSchema`) is a union: each option gets its case.
    const options = defOf(field.schema).type === 'union' ? (defOf(field.schema).options as typeof field.schema[]).map(inputSchema) : [field.schema];
    for (const option of options) {
      const type = defOf(option).type;
      const max = type === 'number' ? upperBound(option) : undefined;
      if (max !== undefined && Number.isSafeInteger(max)) out.push(request(`${key} one past its largest value`, { ...valid, [key]: String(max + 1) }, 400));
      if (type === 'string') out.push(request(`NUL in ${key}`, { ...valid, [key]: 'a\u0000b' }, 400));
      const items = type === 'array' ? lengthBounds(option).max : undefined;
      if (items !== undefined) out.push(request(`${items + 1} items in ${key}`, { ...valid, [key]: Array.from({ length: items + 1 }, (_, i) => i + 1) }, 400));
    }
  }
  if (def.method !== 'GET') {
    out.push({
      status: 400,
      case: {
        label: 'multipart with the wrong boundary',
        method: def.method,
        path: pathWith(),
        headers: { 'Content-Type': 'multipart/form-data; boundary=right' },
        body: '--wrong\r\nContent-Disposition: form-data; name="x"\r\n\r\nx\r\n--wrong--\r\n',
        agent: false,
      },
    });
    const big = request('a body over the limit', { ...valid, filler: 'x'.repeat(apiBodyLimitOf(def.path) + 1) }, 413);
    out.push(big);
  }
  return out;
}
