import { describe, expect, it } from 'vitest';
import { canPlaceCall, canPressCall, phonePatchFor } from './phone-events';

describe('phone events', () => {
  it('follows ringing and open, and closed clears the outcall', () => {
    expect(phonePatchFor({ type: 'ringing' })).toEqual({ callState: 'ringing' });
    expect(phonePatchFor({ type: 'open' })).toEqual({ callState: 'open', error: null });
    expect(phonePatchFor({ type: 'closed' })).toEqual({ callState: 'closed', outcall: false, muted: false });
  });
  it('shows an error with its message, clears the outcall and unmutes', () => {
    expect(phonePatchFor({ type: 'error', code: 31005, message: 'Connection error' })).toEqual({
      callState: 'closed',
      outcall: false,
      muted: false,
      error: 'Connection error',
    });
  });
  it('ignores codes 20104 and 31205', () => {
    expect(phonePatchFor({ type: 'error', code: 20104, message: 'expired' })).toBeNull();
    expect(phonePatchFor({ type: 'error', code: 31205, message: 'jwt' })).toBeNull();
  });
});

describe('outcall enablement', () => {
  const ok = { callFromId: 1, callTo: '+15035550155', callState: 'closed' as const, outcall: false };
  it('needs a Call From number, a valid Call To number and no call under way', () => {
    expect(canPlaceCall(ok)).toBe(true);
    expect(canPlaceCall({ ...ok, callFromId: null })).toBe(false);
    expect(canPlaceCall({ ...ok, callTo: null })).toBe(false);
    expect(canPlaceCall({ ...ok, callState: 'open' })).toBe(false);
    expect(canPlaceCall({ ...ok, outcall: true })).toBe(false);
  });
});

describe('Call can be pressed', () => {
  const ok = { callFromId: 1, callToText: '503555', live: false };
  it('once something is in Call To, valid or not, with a Call From number and no call under way', () => {
    expect(canPressCall(ok)).toBe(true);
    expect(canPressCall({ ...ok, callToText: '' })).toBe(false);
    expect(canPressCall({ ...ok, callToText: '   ' })).toBe(false);
    expect(canPressCall({ ...ok, callFromId: null })).toBe(false);
    expect(canPressCall({ ...ok, live: true })).toBe(false);
  });
});
