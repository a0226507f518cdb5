import { Fragment } from 'react';

/** A number as formatUsDisplay writes it (503-453-4498), captured so `split` keeps it. */
const displayedNumber = /(\d{3}-\d{3}-\d{4})/;

/**
 * Running text with the phone numbers in it kept whole: a browser breaks a line at a number's
 * hyphens, and "503-453-" at the end of a phone's line with "4498" under it reads as two numbers.
 * Each number is a span that does not wrap; the rest of the text wraps as usual.
 */
export function UnbrokenNumbers({ text }: { text: string }) {
  const parts = text.split(displayedNumber);
  if (parts.length === 1) return text;
  // `split` with a capture puts the numbers at the odd indexes.
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} style={{ whiteSpace: 'nowrap' }}>
        {part}
      </span>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}
