import { describe, expect, it } from 'vitest';
import {
  chosenForwardingNumber,
  forwardingNumberFromEntry,
  isForwardingNumber,
  vipForwardingNumberOrNull,
} from './forwarding-number';

describe('forwarding numbers (billing-account §5, §9)', () => {
  it('takes exactly 12 characters: a plus and 11 digits', () => {
    expect(isForwardingNumber('+15035550142')).toBe(true);
    expect(isForwardingNumber('+1503555014')).toBe(false);
    expect(isForwardingNumber('+150355501420')).toBe(false);
    expect(isForwardingNumber('15035550142')).toBe(false);
    expect(isForwardingNumber('+1503555014x')).toBe(false);
    expect(isForwardingNumber(null)).toBe(false);
  });

  it('clears a VIP number that is not 12 characters', () => {
    expect(vipForwardingNumberOrNull(' +15035550142 ')).toBe('+15035550142');
    expect(vipForwardingNumberOrNull('+1503555')).toBeNull();
    expect(vipForwardingNumberOrNull('')).toBeNull();
    expect(vipForwardingNumberOrNull(undefined)).toBeNull();
  });

  it('reads a US entry of up to 11 digits', () => {
    expect(forwardingNumberFromEntry('5035550142')).toBe('+15035550142');
    expect(forwardingNumberFromEntry('(503) 555-0142')).toBe('+15035550142');
    expect(forwardingNumberFromEntry('15035550142')).toBe('+15035550142');
    expect(forwardingNumberFromEntry('+15035550142')).toBe('+15035550142');
    expect(forwardingNumberFromEntry('25035550142')).toBeNull();
    expect(forwardingNumberFromEntry('503555014')).toBeNull();
    expect(forwardingNumberFromEntry('503555014a')).toBeNull();
  });

  it('needs a chosen own number or a valid custom one to save', () => {
    expect(chosenForwardingNumber({ kind: 'own', number: '+15035550142' })).toBe('+15035550142');
    expect(chosenForwardingNumber({ kind: 'own', number: null })).toBeNull();
    expect(chosenForwardingNumber({ kind: 'custom', entry: '503555' })).toBeNull();
    expect(chosenForwardingNumber({ kind: 'custom', entry: '503 555 0142' })).toBe('+15035550142');
  });
});
