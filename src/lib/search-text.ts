import type { Message } from "@/contract/activity";
import { displayFrom, displayTo } from "@/domain/activity/activity-format";

/**
 * What an activity item's search text is (spec core §5): its lower-cased text content,
 * transcription, task user, caller, request, displayed from and to, numbers and form values,
 * one part a line, folded to one byte a character, cached by id and version so a refetch reuses
 * it. The index over many items is src/lib/activity-search.ts.
 */
/** Joins texts into one string; never in a text or a query. */
export const SEP = "\u0001";
/** What number comparison ignores: brackets, dashes and spaces. */
export const numberJunk = /[() \n\t-]/g;
/** Typographic characters folded to ASCII keep the joined string one byte per character. */
const folded: Record<string, string> = { "\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"', "\u2013": "-", "\u2014": "-" };
/** One pass, one character for one (lengths are kept: the text search folds joined texts). */
export const fold = (text: string): string => text.replace(/[\u2018\u2019\u201c\u201d\u2013\u2014]/g, (c) => folded[c]!);

/**
 * The text as a flat one-byte string when every character fits in one byte. V8 keeps strings
 * from a response with any non-Latin-1 character in it two bytes a character (and building the
 * text makes a chain of pieces); every search then scans twice the bytes and follows the chain.
 * `String.fromCharCode` over bytes always builds the one-byte form.
 */
export function oneByte(text: string): string {
  if (/[^\t\n\u0020-\u00ff]/.test(text)) return text;
  const codes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) codes[i] = text.charCodeAt(i);
  let out = "";
  for (let i = 0; i < codes.length; i += 4096) out += String.fromCharCode(...codes.subarray(i, i + 4096));
  return out;
}

const textCache = new Map<number, { version: number; text: string; numbers?: string }>();

/** The lower-cased searchable text of one item. */
export function searchText(m: Message): string {
  return cacheEntry(m).text;
}

/** The item's text with brackets, dashes and spaces removed (for number queries). */
export function numberText(m: Message): string {
  const entry = cacheEntry(m);
  entry.numbers ??= entry.text.replace(numberJunk, "");
  return entry.numbers;
}

function cacheEntry(m: Message): { version: number; text: string; numbers?: string } {
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
  // A part the text already holds adds nothing a query could find (a query cannot span parts:
  // it has no line break), and the caller's name and number often stand in the message itself.
  // Shorter texts are what a keystroke reads.
  let text = "";
  for (const part of parts) {
    if (!part) continue;
    const lower = part.toLowerCase();
    if (!text.includes(lower)) text += `${lower}\n`;
  }
  text = oneByte(fold(text).replaceAll(SEP, " "));
  const entry = { version: m.version, text };
  textCache.set(m.messageId, entry);
  return entry;
}
