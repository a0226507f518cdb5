import { describe, expect, it } from 'vitest';
import { CUSTOM_VIP_CHOICE, initialVipChoice, NO_VIP_CHOICE } from './vip-choice';

const own = ['+15035858090', '+15034534498'];

describe('initialVipChoice', () => {
  it('starts on the current number when it is one of the account own numbers', () => {
    expect(initialVipChoice('+15034534498', own)).toEqual({ selected: '+15034534498', entry: '' });
  });

  it('shows a current number of its own as the custom entry, in the display form', () => {
    expect(initialVipChoice('+15037081234', own)).toEqual({ selected: CUSTOM_VIP_CHOICE, entry: '503-708-1234' });
  });

  it('starts on nothing chosen when none is set, with or without own numbers', () => {
    expect(initialVipChoice(null, own)).toEqual({ selected: NO_VIP_CHOICE, entry: '' });
    expect(initialVipChoice(null, [])).toEqual({ selected: NO_VIP_CHOICE, entry: '' });
  });
});
