import { describe, expect, it } from 'vitest';
import en from '@/locales/en/integrations.json';
import enGB from '@/locales/en-GB/integrations.json';

type Tree = { [key: string]: string | Tree };
const entries = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : entries(value, `${prefix}${key}.`)));

describe('integrations texts in en-GB', () => {
  it('has exactly the keys of en', () => {
    expect(entries(enGB).map(([key]) => key)).toEqual(entries(en).map(([key]) => key));
  });

  it('spells authorise, authorisation and authorised the British way', () => {
    const american = entries(enGB).filter(([, text]) => /authoriz/i.test(text));
    expect(american).toEqual([]);
    expect(enGB.status.settingUp).toBe('ATTENTION: This link has not received authorisation.');
    expect(enGB.menu.authorize).toBe('Authorise Link');
  });
});
