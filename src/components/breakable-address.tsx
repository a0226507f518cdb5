import { Fragment } from 'react';

/**
 * Where an address may break, before index `i`: after "//", before a single "/", and before a ".",
 * "@", "?", "#", "-" or "_" (the usual typesetting rule). A loop, not a regular expression: the
 * lookbehind one would need is a syntax error in the older browsers the portal still opens in.
 */
function breaksBefore(text: string, i: number): boolean {
  const c = text[i]!;
  if (text[i - 1] === '/' && text[i - 2] === '/') return true;
  if (c === '/') return text[i - 1] !== '/' && text[i + 1] !== '/';
  return '.@?#-_'.includes(c);
}

/** The address cut at its joints. */
export function addressParts(text: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let i = 1; i < text.length; i++) {
    if (breaksBefore(text, i)) {
      parts.push(text.slice(start, i));
      start = i;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/**
 * An email address or a web address that a narrow column may wrap at its joints ("olivia.bennett"
 * over "@harborlaw.example") instead of mid-word wherever the line ends. Its container keeps
 * `overflow-wrap: anywhere` for a part longer than a whole line. Chromium reads a <wbr> as a space
 * in a name computed from content: a link or button showing an address is named by aria-label.
 */
export function BreakableAddress({ text }: { text: string }) {
  return addressParts(text).map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}
