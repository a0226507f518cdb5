import type { Message } from "@/contract/messages";
import { displayFrom, displayTo } from "@/lib/activity-format";

/**
 * Activity search (spec core §5): case-insensitive on text content, form field values,
 * transcription, task user, caller, request and the displayed from and to texts; numbers compare
 * after stripping brackets, dashes and spaces.
 *
 * Fast at 50,000 items: each item's lower-cased text is built once (cached by id and version, so
 * a refetch reuses it) and the list's texts are joined into one string with a separator. A
 * keystroke is then a run of `indexOf` over that one string, jumping to the next item after each
 * hit, instead of 50,000 `includes` calls. The number form is built only when a query looks like
 * a number. Typing on narrows: a query that contains the previous one can only match items the
 * previous one matched, so only those are checked (a few hundred `includes` instead of a scan of
 * the whole joined text, issue 3's ≤ 5 ms per keystroke).
 */
const SEP = "\u0001";
const numberJunk = /[() \n\t-]/g;
/** Typographic characters folded to ASCII keep the joined string one byte per character. */
const fold = (text: string): string =>
  text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, "-");

const textCache = new Map<
  number,
  { version: number; text: string; numbers?: string }
>();

/** The lower-cased searchable text of one item. */
export function searchText(m: Message): string {
  return cacheEntry(m).text;
}

/** The item's text with brackets, dashes and spaces removed (for number queries). */
function numberText(m: Message): string {
  const entry = cacheEntry(m);
  entry.numbers ??= entry.text.replace(numberJunk, "");
  return entry.numbers;
}

function cacheEntry(m: Message): {
  version: number;
  text: string;
  numbers?: string;
} {
  const cached = textCache.get(m.messageId);
  if (cached && cached.version === m.version) return cached;
  const parts: (string | null)[] = [
    m.textContent,
    m.recordingTranscription,
    m.taskUser,
    m.caller,
    m.request,
    displayFrom(m),
    displayTo(m),
    m.ani,
    m.dnis,
    m.outcallNumber,
  ];
  if (m.formContent)
    for (const field of m.formContent.fields) parts.push(field.value);
  let text = "";
  for (const part of parts) if (part) text += `${part}\n`;
  text = fold(text.toLowerCase()).replaceAll(SEP, " ");
  const entry = { version: m.version, text };
  textCache.set(m.messageId, entry);
  return entry;
}

interface Joined {
  text: string;
  starts: Int32Array;
}

export interface SearchIndex {
  size: number;
  items: readonly Message[];
  joined: Joined | null;
  numbers: Joined | null;
  /** How many items' texts are prepared (see warmSearchIndex). */
  warmed: number;
  /** The last query answered and its flags (read-only), for narrowing the next one. */
  last: { query: SearchQuery; hits: Uint8Array; count: number } | null;
}

function join(texts: readonly string[]): Joined {
  const starts = new Int32Array(texts.length + 1);
  let offset = 0;
  texts.forEach((t, i) => {
    starts[i] = offset;
    offset += t.length + 1;
  });
  starts[texts.length] = offset;
  return { text: texts.join(SEP) + SEP, starts };
}

/** An index over a list; the joined texts are built on the first query that needs them. */
export function buildSearchIndex(items: readonly Message[]): SearchIndex {
  return { size: items.length, items, joined: null, numbers: null, warmed: 0, last: null };
}

/**
 * Prepares the index while the browser is idle, a slice at a time, so the first keystroke (and
 * the first number-like one) does not pay for it. Returns true when everything is ready.
 */
export function warmSearchIndex(
  index: SearchIndex,
  timeLeft: () => number,
): boolean {
  while (index.warmed < index.size) {
    if (timeLeft() < 1) return false;
    const end = Math.min(index.size, index.warmed + 250);
    for (let i = index.warmed; i < end; i++) numberText(index.items[i]!);
    index.warmed = end;
  }
  if (!index.joined) {
    if (timeLeft() < 1) return false;
    index.joined = join(index.items.map(searchText));
  }
  if (!index.numbers) {
    if (timeLeft() < 1) return false;
    index.numbers = join(index.items.map(numberText));
  }
  return true;
}

export interface SearchQuery {
  text: string;
  /** The query stripped for number comparison ('' when it is not number-like). */
  number: string;
}

export function prepareQuery(raw: string): SearchQuery | null {
  const text = fold(raw.trim().toLowerCase());
  if (!text) return null;
  const stripped = text.replace(numberJunk, "");
  return { text, number: /^\+?\d+$/.test(stripped) ? stripped : "" };
}

/** Flags every item whose text contains `needle`; hits come in order, so the item cursor only moves forward. */
function scan(
  hay: Joined,
  size: number,
  needle: string,
  hits: Uint8Array,
): void {
  let item = 0;
  let pos = hay.text.indexOf(needle);
  while (pos !== -1) {
    while (item < size - 1 && hay.starts[item + 1]! <= pos) item += 1;
    hits[item] = 1;
    pos = hay.text.indexOf(needle, hay.starts[item + 1]!);
  }
}

/**
 * True when every item matching `next` also matches `prev`: its text contains next's text, so
 * prev's; its number form contains next's number, so prev's when prev had one.
 */
function narrows(prev: SearchQuery, next: SearchQuery): boolean {
  if (!next.text.includes(prev.text)) return false;
  return next.number === "" || (prev.number !== "" && next.number.includes(prev.number));
}

/**
 * Which items match: one flag per item of the index (null query: everything). The flags are
 * shared with the index (the next query may narrow from them): read them, never write them.
 */
export function searchMatches(
  index: SearchIndex,
  query: SearchQuery | null,
): Uint8Array | null {
  if (!query) return null;
  const last = index.last;
  if (last && last.query.text === query.text && last.query.number === query.number) return last.hits;
  const hits = new Uint8Array(index.size);
  // Narrowing checks each earlier hit on its own; when most items were hits, one scan of the
  // joined text is cheaper.
  if (last && last.count * 8 <= index.size && narrows(last.query, query)) {
    for (let i = 0; i < index.size; i++) {
      if (last.hits[i] !== 1) continue;
      const m = index.items[i]!;
      if (searchText(m).includes(query.text) || (query.number !== "" && numberText(m).includes(query.number))) hits[i] = 1;
    }
  } else {
    index.joined ??= join(index.items.map(searchText));
    scan(index.joined, index.size, query.text, hits);
    if (query.number) {
      index.numbers ??= join(index.items.map(numberText));
      scan(index.numbers, index.size, query.number, hits);
    }
  }
  let count = 0;
  for (let i = 0; i < hits.length; i++) count += hits[i]!;
  index.last = { query, hits, count };
  return hits;
}

/** One item against a query (tests and small lists). */
export function matchesSearch(m: Message, query: SearchQuery | null): boolean {
  const hits = searchMatches(buildSearchIndex([m]), query);
  return hits === null || hits[0] === 1;
}
