import type { Message } from "@/contract/activity";
import { fold, numberJunk, numberText, searchText, SEP } from "@/lib/search-text";

/**
 * Activity search (spec core §5): case-insensitive on text content, form field values,
 * transcription, task user, caller, request and the displayed from and to texts; numbers compare
 * after stripping brackets, dashes and spaces.
 *
 * Fast at 50,000 items (issue 3: ≤ 5 ms per keystroke). Each item's lower-cased text and number
 * form are built once (cached by id and version, so a refetch reuses them) and, in idle time
 * (warmSearchIndex), kept in arrays with bit sets of which items hold each character and each
 * pair of adjacent characters. A keystroke is then one of:
 *  - one or two characters: the sets are the answer (no text is read);
 *  - a query that narrows the previous one (typing on): only the previous hits that the sets let
 *    through are read, from where the previous query first occurred in each;
 *  - anything else (a paste, a backspace): a run of `indexOf` over the texts joined into one
 *    string, jumping to the next item after each hit.
 * A number-like query is looked up in the number forms only: stripping deletes characters, so it
 * keeps substrings, and an item whose text holds the query holds the stripped query in its
 * number form: the text check could never add a hit.
 */

interface Joined {
  text: string;
  starts: Int32Array;
}

/**
 * The items a query matched: a flag per item, the hits' positions in list order, and where the
 * query first occurs in each hit's text plus one (0: not known), so typing on checks only there.
 */
export interface SearchHits {
  query: SearchQuery;
  flags: Uint8Array;
  ids: Int32Array;
  count: number;
  at: Int32Array;
  /** The flags as bits (32 items a word), to be combined with the character and pair sets. */
  bits: Bits;
}

/** Bit sets over the list's items, one bit per item. */
type Bits = Uint32Array;

export interface SearchIndex {
  size: number;
  items: readonly Message[];
  /** Each item's lower-cased text, by position, for the items warmed so far. */
  texts: string[];
  /** Each item's number form, by position, for the items warmed so far. */
  numbers: string[];
  /** Per character code below 256: which items' texts hold it (absent: none). Whole once warmed. */
  chars: (Bits | undefined)[];
  /** Per pair of adjacent characters below 256 (code a·256+b): which items' texts hold it. */
  pairs: (Bits | undefined)[] | null;
  /** Per pair of adjacent digits (code a·10+b): which items' number forms hold it. */
  digitPairs: (Bits | undefined)[];
  joined: Joined | null;
  numbersJoined: Joined | null;
  /** How many items' texts are prepared (see warmSearchIndex). */
  warmed: number;
  /** The last query answered (read-only), for narrowing the next one. */
  last: SearchHits | null;
  /** The hits before the last, whose buffers the next query reuses. */
  spare: SearchHits | null;
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

/** An index over a list; the texts are prepared in idle time or by the first query that needs them. */
export function buildSearchIndex(items: readonly Message[]): SearchIndex {
  return {
    size: items.length,
    items,
    texts: [],
    numbers: [],
    chars: new Array<Bits | undefined>(256),
    pairs: null,
    digitPairs: new Array<Bits | undefined>(100),
    joined: null,
    numbersJoined: null,
    warmed: 0,
    last: null,
    spare: null,
  };
}

const textAt = (index: SearchIndex, i: number): string => index.texts[i] ?? searchText(index.items[i]!);
const numberAt = (index: SearchIndex, i: number): string => index.numbers[i] ?? numberText(index.items[i]!);

/** Records item `i`'s characters and adjacent pairs in the index's bit sets. */
function addGrams(index: SearchIndex, i: number, text: string, numbers: string): void {
  const words = (index.size + 31) >>> 5;
  const word = i >>> 5;
  const bit = 1 << (i & 31);
  const { chars, digitPairs } = index;
  // 65,536 slots: made when warming starts, not for every one-item index of matchesSearch.
  const pairs = (index.pairs ??= new Array<Bits | undefined>(65536));
  let prev = 256;
  for (let k = 0; k < text.length; k++) {
    const code = text.charCodeAt(k);
    if (code < 256) {
      (chars[code] ??= new Uint32Array(words))[word]! |= bit;
      if (prev < 256) (pairs[(prev << 8) | code] ??= new Uint32Array(words))[word]! |= bit;
    }
    prev = code;
  }
  let digit = -1;
  for (let k = 0; k < numbers.length; k++) {
    const d = numbers.charCodeAt(k) - 48;
    const isDigit = d >= 0 && d <= 9;
    if (isDigit && digit >= 0) (digitPairs[digit * 10 + d] ??= new Uint32Array(words))[word]! |= bit;
    digit = isDigit ? d : -1;
  }
}

/** Items prepared between two checks of the time left (~1–2 ms of a desktop's CPU). */
const WARM_SLICE = 50;

/**
 * Prepares the index while the browser is idle, a slice at a time, so the first keystroke (and
 * the first number-like one) does not pay for it. Returns true when everything is ready.
 */
export function warmSearchIndex(
  index: SearchIndex,
  timeLeft: () => number,
): boolean {
  const { size, items, texts, numbers } = index;
  while (index.warmed < size) {
    if (timeLeft() < 1) return false;
    // Small slices: the caller's time budget is checked between them, and one slice must stay
    // well under the 12.5 ms that a phone's 4x slower CPU turns into a long task.
    const end = Math.min(size, index.warmed + WARM_SLICE);
    for (let i = index.warmed; i < end; i++) {
      const text = searchText(items[i]!);
      const number = numberText(items[i]!);
      texts[i] = text;
      numbers[i] = number;
      addGrams(index, i, text, number);
    }
    index.warmed = end;
  }
  if (!index.joined) {
    if (timeLeft() < 1) return false;
    index.joined = join(texts);
  }
  if (!index.numbersJoined) {
    if (timeLeft() < 1) return false;
    index.numbersJoined = join(numbers);
  }
  return true;
}

export interface SearchQuery {
  text: string;
  /** The query stripped for number comparison ('' when it is not number-like). */
  number: string;
}

export function prepareQuery(raw: string): SearchQuery | null {
  // Folded like the items' texts (separator included), so a query never spans two items.
  const text = fold(raw.trim().toLowerCase()).replaceAll(SEP, " ");
  if (!text) return null;
  const stripped = text.replace(numberJunk, "");
  return { text, number: /^\+?\d+$/.test(stripped) ? stripped : "" };
}

/**
 * Collects one query's hits, in list order. `reuse`: the hits of the query before the last one, whose buffers
 * nothing reads any more (only the last hits are kept, for narrowing): a keystroke then
 * allocates nothing, so typing does not feed the garbage collector ~0.5 MB per keystroke at
 * 50,000 items. Flags and bits are cleared; `at` is read only for the previous query's hits.
 */
function collector(size: number, reuse: SearchHits | null) {
  const recycled = reuse !== null && reuse.flags.length === size;
  const flags = recycled ? reuse.flags.fill(0) : new Uint8Array(size);
  const ids = recycled ? reuse.ids : new Int32Array(size);
  const at = recycled ? reuse.at : new Int32Array(size);
  const bits = recycled ? reuse.bits.fill(0) : new Uint32Array((size + 31) >>> 5);
  let count = 0;
  return {
    /** Item `i` matches; `pos`: where the query first occurs in its text (-1: not known). */
    add: (i: number, pos: number) => {
      flags[i] = 1;
      ids[count++] = i;
      at[i] = pos + 1;
      bits[i >>> 5]! |= 1 << (i & 31);
    },
    done: (query: SearchQuery): SearchHits => ({ query, flags, ids, count, at, bits }),
  };
}

/** Every item whose text contains `needle`; hits come in order, so the item cursor only moves forward. */
function scan(hay: Joined, size: number, needle: string, add: (i: number, pos: number) => void): void {
  let item = 0;
  let pos = hay.text.indexOf(needle);
  while (pos !== -1) {
    while (item < size - 1 && hay.starts[item + 1]! <= pos) item += 1;
    add(item, pos - hay.starts[item]!);
    pos = hay.text.indexOf(needle, hay.starts[item + 1]!);
  }
}

/**
 * True when every item matching `next` also matches `prev`. A number-like query matches by
 * number form, which holds the number of any text query it contains; a text query by text.
 */
function narrows(prev: SearchQuery, next: SearchQuery): boolean {
  if (next.number !== "") return prev.number !== "" && next.number.includes(prev.number);
  return next.text.includes(prev.text);
}

/**
 * The bit sets of the needle's characters or adjacent pairs that `known` (a text every
 * candidate holds) does not already imply; null when one of them is empty (nothing matches).
 * Pairs the index does not record are left out: the text check decides.
 */
function gramsOf(index: SearchIndex, needle: string, byNumber: boolean, known: string): Bits[] | null {
  const sets: Bits[] = [];
  if (needle.length === 1) {
    // One character: a digit is in an item's number form exactly when it is in its text.
    const code = needle.charCodeAt(0);
    if (code > 255 || known.includes(needle)) return sets;
    const bits = index.chars[code];
    return bits ? [bits] : null;
  }
  for (let k = 1; k < needle.length; k++) {
    const a = needle.charCodeAt(k - 1);
    const b = needle.charCodeAt(k);
    if (known.includes(needle.slice(k - 1, k + 1))) continue;
    let bits: Bits | undefined;
    if (!byNumber) {
      if (a > 255 || b > 255) continue;
      bits = index.pairs?.[(a << 8) | b];
    } else {
      if (!isDigit(a) || !isDigit(b)) continue;
      bits = index.digitPairs[(a - 48) * 10 + (b - 48)];
    }
    if (!bits) return null;
    sets.push(bits);
  }
  return sets;
}

const isDigit = (code: number): boolean => code >= 48 && code <= 57;

/** True when the needle's character or pair sets are its whole answer (one or two characters, all recorded). */
function gramsAreExact(needle: string, byNumber: boolean): boolean {
  if (needle.length > 2) return false;
  for (let k = 0; k < needle.length; k++) {
    const code = needle.charCodeAt(k);
    if (code > 255 || (byNumber && !isDigit(code))) return false;
  }
  return true;
}

/**
 * Where `needle` first occurs in `text`, given that its first `known` characters first occur at
 * `from`: there when the characters typed since follow, else further on.
 */
function firstFrom(text: string, needle: string, from: number, known: number): number {
  for (let m = known; m < needle.length; m++)
    if (text.charCodeAt(from + m) !== needle.charCodeAt(m)) return text.indexOf(needle, from + 1);
  return from;
}

/**
 * Which items match (null query: everything), as flags and hit positions. The result is shared
 * with the index (the next query may narrow from it): read it, never write it.
 */
export function searchHits(
  index: SearchIndex,
  query: SearchQuery | null,
): SearchHits | null {
  if (!query) return null;
  const last = index.last;
  if (last && last.query.text === query.text && last.query.number === query.number) return last;
  const byNumber = query.number !== "";
  const needle = byNumber ? query.number : query.text;
  const hits = collector(index.size, index.spare);
  const narrowing = last !== null && narrows(last.query, query);
  const prevNeedle = narrowing ? (last.query.number !== "" ? last.query.number : last.query.text) : "";
  // Once warmed, the character and pair sets rule items out without reading their texts; for a
  // needle of one or two characters (a digit is kept in the number form) they are the answer.
  const sameKind = narrowing && byNumber === (last.query.number !== "");
  // "(503" then "(503)": another text, the same number, so the same items.
  if (sameKind && needle === prevNeedle) return (index.last = { ...last, query });
  const warmed = index.warmed === index.size;
  const grams = warmed ? gramsOf(index, needle, byNumber, prevNeedle) : [];
  const exact = warmed && gramsAreExact(needle, byNumber);
  if (grams === null) {
    // A character or pair no item holds: nothing matches.
  } else if (narrowing || exact) {
    // Typing on from the previous query: a hit's text holds the previous needle first at
    // `at - 1`, so the longer needle occurs there or later.
    const typingOn = sameKind && needle.startsWith(prevNeedle);
    // 32 items at a time: the previous hits (or every item) and the sets, word by word.
    const words = (index.size + 31) >>> 5;
    const tail = index.size & 31 ? (1 << (index.size & 31)) - 1 : -1;
    // The hot loop of a keystroke (up to every item): plain locals, no calls per candidate but
    // the text search itself. Warmed texts are read straight from the index's arrays.
    const prepared = warmed ? (byNumber ? index.numbers : index.texts) : null;
    const prevAt = typingOn ? last.at : null;
    const known = prevNeedle.length;
    for (let w = 0; w < words; w++) {
      let word = narrowing ? last.bits[w]! : w === words - 1 ? tail : -1;
      for (let g = 0; g < grams.length && word !== 0; g++) word &= grams[g]![w]!;
      while (word !== 0) {
        const low = word & -word;
        word ^= low;
        const i = (w << 5) | (31 - Math.clz32(low));
        if (exact) {
          hits.add(i, -1);
          continue;
        }
        const text = prepared ? prepared[i]! : byNumber ? numberAt(index, i) : textAt(index, i);
        const from = prevAt ? prevAt[i]! - 1 : -1;
        const pos = from < 0 ? text.indexOf(needle) : firstFrom(text, needle, from, known);
        if (pos !== -1) hits.add(i, pos);
      }
    }
  } else if (byNumber) {
    index.numbersJoined ??= join(Array.from({ length: index.size }, (_, i) => numberAt(index, i)));
    scan(index.numbersJoined, index.size, needle, hits.add);
  } else {
    index.joined ??= join(Array.from({ length: index.size }, (_, i) => textAt(index, i)));
    scan(index.joined, index.size, needle, hits.add);
  }
  // The previous hits' buffers are free once these are the last (none share them: a result
  // that did share, `{ ...last, query }` above, returned before a collector was taken).
  index.spare = last;
  index.last = hits.done(query);
  return index.last;
}

/**
 * Which items match: one flag per item of the index (null query: everything); read-only, and
 * valid until the second query after it (its buffer is then reused).
 */
export function searchMatches(
  index: SearchIndex,
  query: SearchQuery | null,
): Uint8Array | null {
  return searchHits(index, query)?.flags ?? null;
}

/** One item against a query (tests and small lists). */
export function matchesSearch(m: Message, query: SearchQuery | null): boolean {
  const hits = searchMatches(buildSearchIndex([m]), query);
  return hits === null || hits[0] === 1;
}
