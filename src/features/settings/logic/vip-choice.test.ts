import { describe, expect, it } from 'vitest';
import { CUSTOM_VIP_CHOICE, initialVipChoice } from './vip-choice';

const own = ['+15035858090', '+15034534498'];

describe('initialVipChoice', () => {
  it('starts on the current number when it is one of the account own numbers', () => {
    expect(initialVipChoice('+15034534498', own)).toEqual({ selected: '+15034534498', entry: '' });
  });

  it('shows a current number of its own as the custom entry, in the display form', () => {
    expect(initialVipChoice('+15037081234', own)).toEqual({ selected: CUSTOM_VIP_CHOICE, entry: '503-708-1234' });
  });

  it('starts on the first own number when none is set, and on the custom entry when there are none', () => {
    expect(initialVipChoice(null, own)).toEqual({ selected: '+15035858090', entry: '' });
    expect(initialVipChoice(null, [])).toEqual({ selected: CUSTOM_VIP_CHOICE, entry: '' });
  });
});
