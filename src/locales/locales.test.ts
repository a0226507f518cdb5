/** en-GB carries every text of en under the same keys (a missing key would fall back to en silently). */
import { describe, expect, it } from 'vitest';

const en = import.meta.glob<Record<string, unknown>>('./en/*.json', { eager: true, import: 'default' });
const enGb = import.meta.glob<Record<string, unknown>>('./en-GB/*.json', { eager: true, import: 'default' });

/** Every leaf key path of a namespace ("tiles.company.title"). */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keys(inner, prefix ? `${prefix}.${key}` : key));
}

const namespaces = Object.keys(en).map((file) => file.replace('./en/', ''));

describe('en-GB texts', () => {
  it('have a file for every namespace of en', () => {
    expect(Object.keys(enGb).map((file) => file.replace('./en-GB/', '')).sort()).toEqual([...namespaces].sort());
  });

  it.each(namespaces)('%s has the keys of en, each a text', (name) => {
    const british = enGb[`./en-GB/${name}`];
    expect(keys(british).sort()).toEqual(keys(en[`./en/${name}`]).sort());
    for (const key of keys(british)) {
      const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], british);
      expect(typeof text, key).toBe('string');
    }
  });
});
