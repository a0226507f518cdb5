import type { SmsTask } from '@/contract/text';
import { formatUsDisplay } from '@/domain/numbers/us-display';
import { fold, oneByte, SEP } from '@/lib/search-text';

/** What a conversation row shows as its contact: the display name, else the contact's number. */
export const conversationTitle = (task: Pick<SmsTask, 'smsDisplayName' | 'ani'>): string => task.smsDisplayName ?? formatUsDisplay(task.ani);

/** What number comparison ignores: brackets, dashes, dots, plus and spaces (never the line breaks between parts). */
const numberJunk = /[() \-+.]/g;

/**
 * One searchable form of every conversation: its text by position, and all of them joined into
 * one flat one-byte string (SEP between), with where each starts. A search over the whole list is
 * a run of `indexOf` on the joined string that jumps to the next conversation after each hit.
 */
interface SearchForm {
  hays: string[];
  joined: string;
  starts: Int32Array;
}

/**
 * The conversations' search index, built once per list. Two forms, as the activity search has:
 * the text (contact, account, last text and the numbers as given and as shown, lower-cased and
 * folded to one byte a character) and the number form (the same with brackets, dashes, dots,
 * plus and spaces removed). A number-like query ('(503) 555-01', '5035') is looked up in the
 * number form only: removing characters keeps substrings, so a text holding the query holds its
 * digits in the number form. Measured in `npm run bench` (section texts), 5,000 conversations.
 */
export interface ConversationIndex {
  tasks: readonly SmsTask[];
  text: SearchForm;
  /** Made on the first number-like query. */
  numbers: SearchForm | null;
}

/** Takes each conversation's text back out of a joined string (SEP after each) as a slice of it. */
function sliced(joined: string, size: number): SearchForm {
  const starts = new Int32Array(size + 1);
  const hays = new Array<string>(size);
  let offset = 0;
  for (let i = 0; i < size; i++) {
    const end = joined.indexOf(SEP, offset);
    starts[i] = offset;
    hays[i] = joined.slice(offset, end);
    offset = end + 1;
  }
  starts[size] = offset;
  return { hays, joined, starts };
}

const typographic = /[\u2018\u2019\u201c\u201d\u2013\u2014]/;

/** The lower-cased, folded text of a conversation (most hold nothing to fold: they are only read). */
function textOf(task: SmsTask): string {
  const last = task.messages.at(-1)?.textContent ?? '';
  const parts = [conversationTitle(task), task.accountName, last, task.ani, task.dnis, formatUsDisplay(task.ani), formatUsDisplay(task.dnis)];
  let text = parts.join('\n').toLowerCase();
  if (typographic.test(text)) text = fold(text);
  return text.includes(SEP) ? text.replaceAll(SEP, ' ') : text;
}

/**
 * The text form: one joined string, one byte a character, each conversation's text a slice of it.
 * The number form is made from it on the first number-like query (one replace over the whole:
 * SEP is no number punctuation, so the conversations stay apart), not with every list.
 */
export function buildConversationIndex(tasks: readonly SmsTask[]): ConversationIndex {
  const joined = oneByte(tasks.map(textOf).join(SEP) + SEP);
  return { tasks, text: sliced(joined, tasks.length), numbers: null };
}

function numberForm(index: ConversationIndex): SearchForm {
  index.numbers ??= sliced(index.text.joined.replace(numberJunk, ''), index.tasks.length);
  return index.numbers;
}

interface Query {
  /** What is looked for: the folded lower-case text, or a number-like query's digits. */
  needle: string;
  byNumber: boolean;
}

function prepare(search: string): Query | null {
  const text = fold(search.trim().toLowerCase()).replaceAll(SEP, ' ');
  if (!text) return null;
  const digits = text.replace(numberJunk, '');
  return /^\d+$/.test(digits) ? { needle: digits, byNumber: true } : { needle: text, byNumber: false };
}

/**
 * A query's hits: positions in list order and, per position, where the needle first occurs in
 * that conversation's form plus one (so the next keystroke checks there first).
 */
interface Hits {
  query: Query;
  ids: Int32Array;
  at: Int32Array;
}

/** Room for one query's hits; a keystroke search keeps two and alternates (the last hits stay readable). */
interface HitBuffers {
  ids: Int32Array;
  at: Int32Array;
}

const buffersFor = (size: number): HitBuffers => ({ ids: new Int32Array(size), at: new Int32Array(size) });

function collector(buffers: HitBuffers) {
  const { ids, at } = buffers;
  let count = 0;
  return {
    add: (i: number, pos: number) => {
      ids[count] = i;
      at[count++] = pos + 1;
    },
    done: (query: Query): Hits => ({ query, ids: ids.subarray(0, count), at: at.subarray(0, count) }),
  };
}

/** Every conversation whose form holds the needle, in order: the item cursor only moves forward. */
function scan(form: SearchForm, needle: string, add: (i: number, pos: number) => void): void {
  const { joined, starts } = form;
  const last = form.hays.length - 1;
  let item = 0;
  let pos = joined.indexOf(needle);
  while (pos !== -1) {
    while (item < last && starts[item + 1]! <= pos) item += 1;
    add(item, pos - starts[item]!);
    pos = joined.indexOf(needle, starts[item + 1]!);
  }
}

/** Where `needle` first occurs in `text`, given that its first `known` characters first occur at `from`. */
function firstFrom(text: string, needle: string, from: number, known: number): number {
  for (let m = known; m < needle.length; m++) if (text.charCodeAt(from + m) !== needle.charCodeAt(m)) return text.indexOf(needle, from + 1);
  return from;
}

/**
 * The hits of `query`. After `last` of the same kind whose needle the new one contains (typing
 * on, or a paste around it), only last's hits can match: each is read from where last's needle
 * first was when the new needle extends it, so a keystroke is mostly one character compare per
 * hit. Anything else (the first character, a backspace, text to number) scans the joined form.
 */
function searchHits(index: ConversationIndex, query: Query, last: Hits | null, buffers: HitBuffers): Hits {
  const form = query.byNumber ? numberForm(index) : index.text;
  const { needle } = query;
  const narrowing = last !== null && last.query.byNumber === query.byNumber && needle.includes(last.query.needle);
  if (narrowing && needle === last.query.needle) return { ...last, query };
  const hits = collector(buffers);
  if (!narrowing) {
    scan(form, needle, hits.add);
    return hits.done(query);
  }
  const typingOn = needle.startsWith(last.query.needle);
  const known = last.query.needle.length;
  for (let k = 0; k < last.ids.length; k++) {
    const i = last.ids[k]!;
    const hay = form.hays[i]!;
    const pos = typingOn ? firstFrom(hay, needle, last.at[k]! - 1, known) : hay.indexOf(needle);
    if (pos !== -1) hits.add(i, pos);
  }
  return hits.done(query);
}

function tasksAt(index: ConversationIndex, ids: Int32Array): SmsTask[] {
  const tasks = new Array<SmsTask>(ids.length);
  for (let k = 0; k < ids.length; k++) tasks[k] = index.tasks[ids[k]!]!;
  return tasks;
}

/** The conversations matching the search: case-insensitive; numbers match with or without brackets, dashes and spaces. */
export function searchConversations(index: ConversationIndex, search: string): SmsTask[] {
  const query = prepare(search);
  return query ? tasksAt(index, searchHits(index, query, null, buffersFor(index.tasks.length)).ids) : [...index.tasks];
}

/**
 * The search as the screen runs it, once per keystroke, narrowing from the last keystroke's hits.
 * Its two hit buffers are made once and alternate, so a keystroke allocates only its answer.
 */
export function createConversationSearch(index: ConversationIndex): (search: string) => SmsTask[] {
  let last: Hits | null = null;
  let buffers = [buffersFor(index.tasks.length), buffersFor(index.tasks.length)] as const;
  return (search) => {
    const query = prepare(search);
    if (!query) {
      last = null;
      return [...index.tasks];
    }
    const next = searchHits(index, query, last, buffers[0]);
    // The buffers just written hold the last hits now; the next keystroke writes the other pair
    // (unless it answered with the last hits themselves, whose buffers must stay as they are).
    if (next.ids.buffer === buffers[0].ids.buffer) buffers = [buffers[1], buffers[0]];
    last = next;
    return tasksAt(index, last.ids);
  };
}
