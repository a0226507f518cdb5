/** Issue 20 item 8: exported cells never start a formula, even behind blanks or a carriage return. */
import { describe, expect, it } from 'vitest';
import { escapeCsvCell } from '../../src/contract/activity-export';

describe('escapeCsvCell', () => {
  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1+1', '\n=1+1', ' =1+1', '  @x', '\0=1', ' \t+1'])('neutralises %j', (cell) => {
    const escaped = escapeCsvCell(cell);
    const unquoted = escaped.startsWith('"') ? escaped.slice(1, -1).replaceAll('""', '"') : escaped;
    expect(unquoted.startsWith("'")).toBe(true);
  });

  it.each(['Hello', '1+1', 'a=b', 'name@example.com'])('leaves %j alone', (cell) => {
    expect(escapeCsvCell(cell)).toBe(cell);
  });
});
