import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Message } from '@/contract/activity';
import { buildSearchIndex, matchesSearch, prepareQuery, searchHits, searchMatches, warmSearchIndex } from './activity-search';
import { searchText } from '../../../lib/search-text';
import { testMessage } from '../../../testing/activity-test-data';

// Texts are cached by id and version (never changing together in real data): a fresh id per case.
let nextId = 1000;
const find = (raw: string, overrides: Parameters<typeof testMessage>[0]) =>
  matchesSearch(testMessage({ ...overrides, messageId: nextId++ }), prepareQuery(raw));
const hitsOf = (index: ReturnType<typeof buildSearchIndex>, raw: string) => [...(searchMatches(index, prepareQuery(raw)) ?? [])];
const blank = { caller: null, combinedDisplayName: null, ani: null, dnis: null, messageGroupName: null, accountName: '' };

describe('activity search (core §5)', () => {
  it('matches everything for an empty query', () => {
    expect(prepareQuery('   ')).toBeNull();
    expect(matchesSearch(testMessage({ messageId: 999 }), null)).toBe(true);
  });

  it.each([
    ['text content', { textContent: 'Leaking PIPE under the sink' }, 'pipe under'],
    ['transcription', { recordingTranscription: 'Please call me about the Deposition' }, 'deposition'],
    ['task user', { taskUser: 'Daniel Cho' }, 'daniel'],
    ['caller', { caller: 'Maria Lopez' }, 'LOPEZ'],
    ['request', { request: 'Reschedule the consultation' }, 'consultation'],
    ['displayed from', { combinedDisplayName: 'Acme Corp' }, 'acme'],
    ['displayed to', { messageGroupName: 'Family Law Intake' }, 'family law'],
    [
      'form values',
      { formContent: { fields: [{ formFieldId: 1, label: 'Email', property: 'email', type: 'EMAIL', value: 'jo@example.com', size: 6 }] } },
      'jo@example',
    ],
  ])('finds by %s', (_name, overrides, query) => {
    expect(find(query, { ...blank, ...overrides })).toBe(true);
    expect(find('zzz-not-there', { ...blank, ...overrides })).toBe(false);
  });

  it('does not search labels of form fields', () => {
    const formContent = { fields: [{ formFieldId: 1, label: 'Best Time to Call', property: 'x', type: 'TEXT', value: 'Morning', size: 6 }] };
    expect(find('best time', { ...blank, formContent })).toBe(false);
  });

  it('compares numbers after stripping brackets, dashes and spaces', () => {
    const m = { ...blank, ani: '+15035550142' };
    expect(find('(503) 555-0142', m)).toBe(true);
    expect(find('503-555 0142', m)).toBe(true);
    expect(find('5035550142', m)).toBe(true);
    expect(find('(503) 555-9999', m)).toBe(false);
    // Numbers written with punctuation in text are found by bare digits too.
    expect(find('5035550199', { ...blank, textContent: 'call back at (503) 555-0199' })).toBe(true);
  });

  it('finds the displayed +1 form of a number', () => {
    expect(find('503-555-0142', { ...blank, ani: '+15035550142' })).toBe(true);
  });
});

describe('the joined index', () => {
  const items = [
    testMessage({ messageId: 101, textContent: 'Leaking pipe', ani: '+15035550142' }),
    testMessage({ messageId: 102, textContent: 'Deposition on Monday', ani: '+15035550199' }),
    testMessage({ messageId: 103, textContent: 'Pipe burst – call (503) 555-0177', ani: null }),
  ];

  it('flags each matching item once, in order, however many hits it has', () => {
    const index = buildSearchIndex(items);
    expect(hitsOf(index, 'pipe')).toEqual([1, 0, 1]);
    expect(hitsOf(index, '503')).toEqual([1, 1, 1]);
    expect(hitsOf(index, '5035550177')).toEqual([0, 0, 1]);
    expect(hitsOf(index, 'burst - call')).toEqual([0, 0, 1]);
    expect(searchMatches(index, null)).toBeNull();
  });

  it('never matches across two items', () => {
    const index = buildSearchIndex([testMessage({ messageId: 4, textContent: 'ab' }), testMessage({ messageId: 5, textContent: 'cd' })]);
    expect(hitsOf(index, 'bc')).toEqual([0, 0]);
  });

  it('warms in slices until ready', () => {
    const index = buildSearchIndex(items);
    let calls = 0;
    expect(warmSearchIndex(index, () => (calls++ < 1 ? 10 : 0))).toBe(false);
    expect(warmSearchIndex(index, () => 10)).toBe(true);
    expect(index.joined?.text).toContain('deposition');
    expect(hitsOf(index, 'monday')).toEqual([0, 1, 0]);
  });

  it('checks the time left after every 50 items, so one idle step stays short', () => {
    const many = Array.from({ length: 120 }, (_, i) => testMessage({ messageId: 1000 + i, textContent: `item ${i}` }));
    const index = buildSearchIndex(many);
    let checks = 0;
    // Time for one slice only: the step stops after it.
    expect(warmSearchIndex(index, () => (checks++ < 1 ? 10 : 0))).toBe(false);
    expect(index.warmed).toBe(50);
    expect(warmSearchIndex(index, () => 10)).toBe(true);
    expect(index.warmed).toBe(120);
  });

  it('reuses an item’s text until its version changes', () => {
    const a = testMessage({ messageId: 77, textContent: 'first', version: 1 });
    expect(hitsOf(buildSearchIndex([a]), 'first')).toEqual([1]);
    expect(hitsOf(buildSearchIndex([{ ...a, textContent: 'second', version: 2 }]), 'second')).toEqual([1]);
  });
});

describe('narrowing while typing', () => {
  // Texts from a small alphabet so queries hit often; numbers with the punctuation people type.
  const word = fc.stringMatching(/^[ab1 ()-]{0,6}$/);
  const message = fc.record({ textContent: word, caller: word, ani: fc.constantFrom(null, '+15035550142', '+15035551111') });
  let id = 50_000;
  const freshHits = (items: Message[], raw: string) => [...(searchMatches(buildSearchIndex(items), prepareQuery(raw)) ?? [])];

  it('answers every keystroke of a typing session as a fresh index would', () => {
    fc.assert(
      fc.property(fc.array(message, { minLength: 1, maxLength: 12 }), fc.array(word, { minLength: 1, maxLength: 8 }), (drafts, typed) => {
        const items = drafts.map((d) => testMessage({ ...d, messageId: id++, combinedDisplayName: null, messageGroupName: null, dnis: null }));
        const index = buildSearchIndex(items);
        // Each typed word keystroke by keystroke (narrowing), then the next word from scratch.
        for (const raw of typed)
          for (let n = 1; n <= raw.length; n++) expect(hitsOf(index, raw.slice(0, n))).toEqual(freshHits(items, raw.slice(0, n)));
      }),
      { numRuns: 200 },
    );
  });

  it('narrows number queries and starts over when a keystroke widens the query', () => {
    const items = [
      testMessage({ ...blank, messageId: 201, ani: '+15035550142', textContent: null }),
      testMessage({ ...blank, messageId: 202, ani: '+15035551111', textContent: 'call 503' }),
      testMessage({ ...blank, messageId: 203, textContent: 'nothing' }),
    ];
    const index = buildSearchIndex(items);
    expect(hitsOf(index, '503')).toEqual([1, 1, 0]);
    expect(hitsOf(index, '(503) 555-0')).toEqual([1, 0, 0]);
    expect(hitsOf(index, '(503) 555-01')).toEqual([1, 0, 0]);
    // Backspace to a shorter query: not a narrowing, everything is checked again.
    expect(hitsOf(index, '503')).toEqual([1, 1, 0]);
    expect(hitsOf(index, 'no')).toEqual([0, 0, 1]);
  });
});

describe('the warmed index (character and pair sets, typing on from where the query was)', () => {
  // The rule itself, item by item: the text holds the query, or the number form the number.
  const reference = (m: Message, raw: string): number => {
    const q = prepareQuery(raw);
    if (!q) return 1;
    const text = searchText(m);
    return text.includes(q.text) || (q.number !== '' && text.replace(/[() \n\t-]/g, '').includes(q.number)) ? 1 : 0;
  };
  const warmed = (items: Message[]) => {
    const index = buildSearchIndex(items);
    warmSearchIndex(index, () => Infinity);
    return index;
  };
  let id = 80_000;
  // Digits, number punctuation, a Latin-1 letter and one beyond it, so every path is taken.
  const word = fc.stringMatching(/^[ab15 ()+\-é€]{0,7}$/);
  const message = fc.record({ textContent: word, caller: word, ani: fc.constantFrom(null, '+15035550142', '+15035551111') });

  it('answers any sequence of queries (typing, backspace, paste) as the rule does', () => {
    fc.assert(
      fc.property(fc.array(message, { minLength: 1, maxLength: 12 }), fc.array(word, { minLength: 1, maxLength: 6 }), (drafts, typed) => {
        const items = drafts.map((d) => testMessage({ ...d, messageId: id++, combinedDisplayName: null, messageGroupName: null, dnis: null }));
        const index = warmed(items);
        for (const raw of typed) {
          // Keystroke by keystroke, then back to half of it.
          const steps = [...Array.from({ length: raw.length }, (_, n) => raw.slice(0, n + 1)), raw.slice(0, raw.length >> 1)];
          for (const q of steps) expect([...(searchMatches(index, prepareQuery(q)) ?? items.map(() => 1))]).toEqual(items.map((m) => reference(m, q)));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('finds a later occurrence when the first one does not go on as typed', () => {
    const items = [testMessage({ ...blank, messageId: 301, textContent: 'pipe fitting, pipes' }), testMessage({ ...blank, messageId: 302, textContent: 'pip' })];
    const index = warmed(items);
    expect(hitsOf(index, 'pip')).toEqual([1, 1]);
    expect(hitsOf(index, 'pipe')).toEqual([1, 0]);
    expect(hitsOf(index, 'pipes')).toEqual([1, 0]);
    expect(searchHits(index, prepareQuery('pipes'))?.at[0]).toBe('pipe fitting, pipes'.indexOf('pipes') + 1);
  });

  it('answers one and two characters from the sets, and nothing for a pair no item holds', () => {
    const items = [
      testMessage({ ...blank, messageId: 311, textContent: 'ab', ani: null }),
      testMessage({ ...blank, messageId: 312, textContent: 'ba', ani: '+15035550142' }),
    ];
    const index = warmed(items);
    expect(hitsOf(index, 'a')).toEqual([1, 1]);
    expect(hitsOf(index, 'ab')).toEqual([1, 0]);
    expect(hitsOf(index, 'aa')).toEqual([0, 0]);
    expect(hitsOf(index, '(50')).toEqual([0, 1]);
    // Another text with the same number: the same items.
    expect(hitsOf(index, '(503')).toEqual([0, 1]);
    expect(hitsOf(index, '(503)')).toEqual([0, 1]);
  });

  it('leaves out a part the text already holds, and still finds it', () => {
    const m = testMessage({ ...blank, messageId: 331, caller: 'Sarah Taylor', textContent: 'Sarah Taylor asked for a call back at +15035550142.', ani: '+15035550142' });
    const text = searchText(m);
    expect(text.split('sarah taylor')).toHaveLength(2);
    expect(text.split('+15035550142')).toHaveLength(2);
    const index = warmed([m]);
    expect(hitsOf(index, 'Sarah Tay')).toEqual([1]);
    expect(hitsOf(index, '(503) 555-0142')).toEqual([1]);
  });

  it('keeps texts as they were when made one byte a character', () => {
    const m = testMessage({ ...blank, messageId: 321, textContent: 'Café “Ñandú” – 3€' });
    expect(searchText(m)).toBe('café "ñandú" - 3€\n');
    expect(searchText(testMessage({ ...blank, messageId: 322, textContent: 'Señor García' }))).toBe('señor garcía\n');
  });
});
