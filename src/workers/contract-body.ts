import type * as z from 'zod/mini';
import type { EndpointName } from '@/contract/endpoints';

/**
 * Reading a large response off the main thread (src/api/http/parse-off-thread.ts): the body's
 * bytes are decoded, `JSON.parse`d and checked with the endpoint's contract schema in the
 * contract-parse worker, and only the checked data travels back. The same function parses on the
 * main thread where no worker runs (tests, old browsers), so both paths answer alike. This module
 * holds no contract: the page imports it, and the joined endpoint table stays in the worker
 * (contract-parse.ts).
 */
export type ContractParseOutcome =
  | { ok: true; data: unknown }
  /** The body is not JSON; `message` is the parser's. */
  | { ok: false; notJson: true; message: string }
  /** JSON that does not match the contract; the caller words the issues (and keeps `raw` as the error's body). */
  | { ok: false; notJson: false; raw: unknown };

export interface ContractParseRequest {
  id: number;
  endpoint: EndpointName;
  /** The response body (transferred, not copied). */
  body: ArrayBuffer;
}

export type ContractParseReply = ContractParseOutcome & { id: number };

/** What the worker posts once its module has loaded (requests wait for it; see the loader). */
export const contractParseReady = 'contract-parse-ready';

/** Decodes, parses and checks one body with `schema`, as `callEndpoint` does with `response.text()`. */
export function parseBodyWith(schema: z.ZodMiniType, body: ArrayBuffer): ContractParseOutcome {
  let raw: unknown;
  try {
    // UTF-8 with the BOM dropped and bad bytes replaced: what Response.text() does.
    const text = new TextDecoder().decode(body);
    raw = text ? (JSON.parse(text) as unknown) : {};
  } catch (error) {
    return { ok: false, notJson: true, message: error instanceof Error ? error.message : String(error) };
  }
  const parsed = schema.safeParse(raw);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, notJson: false, raw };
}
