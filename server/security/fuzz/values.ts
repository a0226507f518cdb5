/**
 * Valid request values generated from a contract schema (zod 4, classic or mini: both share the
 * core definitions read here). Best effort: what a rule the walker cannot read (a refinement, a
 * transform) refuses is retried a few times and then sent anyway, as one more broken case.
 */
import * as z from 'zod';
import type { Rng } from './prng';

type Schema = z.core.$ZodType;
type Def = z.core.$ZodTypeDef & Record<string, unknown>;
interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number | bigint;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

export const defOf = (schema: Schema): Def => schema._zod.def as Def;
const checksOf = (def: Def): CheckDef[] => ((def.checks as { _zod: { def: CheckDef } }[] | undefined) ?? []).map((c) => c._zod.def);

/** The length bounds a string or array schema declares. */
export function lengthBounds(schema: Schema): { min: number; max: number | undefined } {
  let min = 0;
  let max: number | undefined;
  for (const check of checksOf(defOf(schema))) {
    if (check.check === 'min_length' && check.minimum !== undefined) min = Math.max(min, check.minimum);
    if (check.check === 'max_length' && check.maximum !== undefined) max = Math.min(max ?? Infinity, check.maximum);
  }
  return { min, max };
}

/** The largest value a number schema allows (undefined when it sets none). */
export function upperBound(schema: Schema): number | undefined {
  let max: number | undefined;
  for (const check of checksOf(defOf(schema))) {
    if (check.check === 'less_than') max = Math.min(max ?? Infinity, Number(check.value) - (check.inclusive ? 0 : 1));
  }
  return max;
}

const day = 86_400_000;
const isoDate = (rng: Rng) => new Date(Date.now() + rng.int(-40, 40) * day).toISOString().slice(0, 10);
const isoDateTime = (rng: Rng) => new Date(Date.now() + rng.int(-40 * 24, 40 * 24) * 3_600_000).toISOString().replace(/\.\d+Z$/, 'Z');
const phone = (rng: Rng) => `+1503555${String(rng.int(0, 9999)).padStart(4, '0')}`;
const wav = Buffer.from('RIFF\u0024\u0000\u0000\u0000WAVEfmt \u0010\u0000\u0000\u0000').toString('base64');

/** What a field's name says its text looks like (the contract types most of them as plain strings). */
const byName: [RegExp, (rng: Rng) => string][] = [
  [/time$/i, isoDateTime],
  [/^(start|end)$|date$/i, isoDate],
  [/email/i, (rng) => `fuzz${rng.int(1, 999)}@example.com`],
  [/password/i, (rng) => `Fuzz-Pass${rng.int(1, 9)}`],
  [/pin$/i, (rng) => String(rng.int(1000, 999_999))],
  [/code$/i, (rng) => String(rng.int(100_000, 999_999))],
  [/phone|number$|mobile|fax/i, phone],
  [/url$|endpoint|website/i, (rng) => `https://push.example/${rng.int(1, 999)}`],
  [/^audio$/, () => wav],
  [/contenttype/i, (rng) => rng.pick(['audio/wav', 'audio/webm', 'audio/ogg;codecs=opus'])],
  [/key$|signature|token/i, (rng) => rng.pick(['AAAA', 'abc_DEF-123', 'x'])],
];

/** Samples tried against a string's own pattern when its name says nothing. */
const samples = ['+15035550123', '5035550123', '1234', '123456', 'fuzz@example.com', 'Y', 'N', 'AAAA', 'audio/wav', wav, 'https://push.example/1', 'Fuzz-Pass1'];

const words = ['alpha', 'Harbor', 'status', 'note', 'Smith', 'O’Neil', 'Zoë', '12', 'call'];

function plainText(rng: Rng, min: number, max: number | undefined): string {
  let out = rng.pick(words);
  while (out.length < min) out += ` ${rng.pick(words)}`;
  return out.slice(0, max ?? out.length).padEnd(min, 'x');
}

function stringValue(schema: Schema, key: string, rng: Rng): string {
  const def = defOf(schema);
  const { min, max } = lengthBounds(schema);
  const candidates: string[] = [];
  if (def.format === 'url') candidates.push(`https://push.example/${rng.int(1, 999)}`);
  for (const [pattern, make] of byName) if (pattern.test(key)) candidates.push(make(rng));
  const patterned = checksOf(def).some((c) => c.format === 'regex');
  if (patterned) candidates.push(...samples.filter((s) => z.safeParse(schema, s).success));
  candidates.push(plainText(rng, min, max));
  const fitting = candidates.filter((s) => z.safeParse(schema, s).success);
  return fitting.length ? rng.pick(fitting) : candidates[0]!;
}

function numberValue(def: Def, rng: Rng): number {
  let lo = -1000;
  let hi = 1000;
  for (const check of checksOf(def)) {
    const value = Number(check.value);
    if (check.check === 'greater_than') lo = Math.max(lo, check.inclusive ? value : value + 1);
    if (check.check === 'less_than') hi = Math.min(hi, check.inclusive ? value : value - 1);
  }
  // Small values hit the seed's rows (ids start at 1); now and then anywhere in range.
  if (lo <= 60 && hi >= 1 && rng.chance(0.8)) return rng.int(Math.max(lo, 1), Math.min(hi, 60));
  return rng.int(Math.max(lo, -1000), Math.min(hi, 1000));
}

/** A value `schema` should accept, `key` being the field's name (its hint). */
export function validValue(schema: Schema, rng: Rng, key = '', depth = 0): unknown {
  const def = defOf(schema);
  if (depth > 12) return undefined;
  switch (def.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [name, field] of Object.entries(def.shape as Record<string, Schema>)) {
        const value = validValue(field, rng, name, depth + 1);
        if (value !== undefined) out[name] = value;
      }
      return out;
    }
    case 'string': {
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const value = stringValue(schema, key, rng);
        if (z.safeParse(schema, value).success) return value;
      }
      return stringValue(schema, key, rng);
    }
    case 'number':
      return numberValue(def, rng);
    case 'boolean':
      return rng.chance(0.5);
    case 'enum':
      return rng.pick(Object.values(def.entries as Record<string, string>));
    case 'literal':
      return rng.pick(def.values as unknown[]);
    case 'optional':
      return rng.chance(0.7) ? validValue(def.innerType as Schema, rng, key, depth + 1) : undefined;
    case 'default':
    case 'prefault':
      return rng.chance(0.7) ? validValue(def.innerType as Schema, rng, key, depth + 1) : undefined;
    case 'nullable':
      return rng.chance(0.1) ? null : validValue(def.innerType as Schema, rng, key, depth + 1);
    case 'pipe':
      return validValue(def.in as Schema, rng, key, depth + 1);
    case 'union': {
      // A number or its digits (idSchema): the number is the value; the digits are only its wire form.
      const options = def.options as Schema[];
      const numeric = options.find((option) => defOf(inputSchema(option)).type === 'number');
      return validValue(numeric ?? rng.pick(options), rng, key, depth + 1);
    }
    case 'array': {
      const { min, max } = lengthBounds(schema);
      const length = rng.int(min, Math.max(min, Math.min(max ?? 4, 4)));
      return Array.from({ length }, () => validValue(def.element as Schema, rng, key, depth + 1));
    }
    default:
      return plainText(rng, 1, 20);
  }
}

/** A valid value, retried a few times against the whole schema (refinements across fields). */
export function validRequest(schema: Schema, rng: Rng): unknown {
  let value = validValue(schema, rng);
  for (let attempt = 0; attempt < 3 && !z.safeParse(schema, value).success; attempt += 1) value = validValue(schema, rng);
  return value;
}

/** Where a (nested) field sits and what its schema is, for the mutations to aim at. */
export interface FieldSlot {
  path: string[];
  schema: Schema;
}

/** The innermost schema that describes a field's input (through optional, default, nullable, pipe). */
export function inputSchema(schema: Schema): Schema {
  let current = schema;
  for (let i = 0; i < 12; i += 1) {
    const def = defOf(current);
    if (def.type === 'optional' || def.type === 'default' || def.type === 'prefault' || def.type === 'nullable') current = def.innerType as Schema;
    else if (def.type === 'pipe') current = def.in as Schema;
    else break;
  }
  return current;
}

/** Every field of an object schema, nested objects and array elements included. */
export function fieldsOf(schema: Schema, path: string[] = [], out: FieldSlot[] = []): FieldSlot[] {
  const inner = inputSchema(schema);
  if (path.length) out.push({ path, schema: inner });
  if (path.length <= 6) childrenOf(inner, path, out);
  return out;
}

function childrenOf(schema: Schema, path: string[], out: FieldSlot[]): void {
  const def = defOf(schema);
  if (def.type === 'object') for (const [name, field] of Object.entries(def.shape as Record<string, Schema>)) fieldsOf(field, [...path, name], out);
  if (def.type === 'array') fieldsOf(def.element as Schema, [...path, '0'], out);
  if (def.type === 'union') for (const option of def.options as Schema[]) childrenOf(inputSchema(option), path, out);
}
