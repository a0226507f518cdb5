/** The hostile values the fuzzer puts into fields, path slots and bodies. */

/** Whole numbers past the integer column, negative, fractional, and numbers spelt oddly. */
export const oddNumbers: readonly unknown[] = [
  2_147_483_648, -2_147_483_649, 2 ** 53 + 1, -1, 0, 1e308, -1e308, 1.5, 'NaN', 'Infinity', '-0', '1e3', '0x10', ' 7 ', '007',
  '9'.repeat(400), Number.MAX_SAFE_INTEGER, '', '1,5',
];

/** Dates that are not dates, or at the edges of what Date accepts. */
export const oddDates: readonly string[] = [
  '2026-13-45', '2026-02-30T25:61:00Z', 'yesterday', '0000-00-00', '9999-12-31T23:59:59Z', '+275760-09-13T00:00:00.000Z',
  '+275760-09-14T00:00:00.000Z', '-271821-04-20', '2026-01-01T00:00:00+99:99', '', '1', '2026-01-01T00:00:00', '20260101', 'T',
  '1970-01-01', '2026-01-01T00:00:00.123456789Z', '2026-W01',
  // Storable, but a window worked out back from it (a default start a month earlier) is not.
  '0001-01-05T00:00:00Z',
];

/** Text PostgreSQL or a browser might choke on: NUL, lone surrogates, controls, direction marks, markup. */
export const oddText: readonly string[] = [
  '\u0000', 'a\u0000b', '\ud800', '\udfff', 'x\ud83d', 'a\u202eb', '\u200b', 'e\u0301', '😀'.repeat(50), '\uffff', '\ufeff',
  '\u2028\u2029', '\u0001\u001f\u007f', 'Ω≈ç√', '𝕏'.repeat(200), "'; drop table messages; --", '<script>alert(1)</script>',
  '../../etc/passwd', '%00', '${7*7}', '=1+1', '\r\n\r\nX-Injected: 1', ' ', '\\', '"', 'null', 'undefined',
];

/** Values of the wrong type for any field. */
export const wrongTypes: readonly unknown[] = [123, true, {}, { a: { b: {} } }, [], ['a', 'b'], null, '', 'Y', [[[]]], [null], { length: 1 }];

/** Path slot values: out of range, not numbers, encoded tricks. Inserted into the path as they are. */
export const oddPathValues: readonly string[] = [
  '0', '-1', '2147483648', '99999999999999999999', '1.5', '1e3', 'abc', '%00', '%2e%2e', '%ff', '%EF%BC%91', '%20', 'NaN', 'Infinity',
  '0x1f', 'x'.repeat(5000), '%F0%9F%98%80', '%ED%A0%80', '%', '%zz', '..', '1%2F2', '1;2', '1%0A',
];

/** Query strings and form bodies that are not well formed. */
export const oddEncoded: readonly string[] = ['%', '%zz', '%ED%A0%80', '%E0%A4%A', 'a=%', '=&=&', '&&&', 'a[b][c]=1', '__proto__[x]=1', 'a=1&a=2&a=3'];
