import { describe, expect, it } from 'vitest';
import { axisLabel, narrowLabelLength } from './axis-labels';

describe('axisLabel', () => {
  it('shortens a long label on a narrow chart at a word, within the length', () => {
    expect(axisLabel('Transferred to VIP forwarding number', 320)).toBe('Transferred…');
    expect(axisLabel('Declined to leave a message', 320)).toBe('Declined to…');
    // One long word is cut inside it, at the length.
    const word = axisLabel('Telecommunications', 320);
    expect(word).toBe('Telecommunica…');
    expect(word.length).toBe(narrowLabelLength);
  });

  it('leaves short labels and every label of a wide chart whole', () => {
    expect(axisLabel('Answered', 320)).toBe('Answered');
    expect(axisLabel('Transferred to VIP forwarding number', 900)).toBe('Transferred to VIP forwarding number');
  });
});
