/**
 * Half of a surrogate pair without its other half. JavaScript strings may hold one (a JSON body
 * can carry `\udfff`, a cut at a UTF-16 length can split a pair); UTF-8, and so PostgreSQL's text
 * and json, cannot.
 */
const unpairedSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Whether `text` holds half of a pair. */
export function hasUnpairedSurrogate(text: string): boolean {
  // search() ignores the global flag's lastIndex, which test() would carry between calls.
  return text.search(unpairedSurrogate) !== -1;
}

/** `text` with each half of a pair replaced by U+FFFD, as a UTF-8 decoder would. */
export function withoutUnpairedSurrogates(text: string): string {
  return text.replace(unpairedSurrogate, '\uFFFD');
}
