import { describe, expect, it } from 'vitest';
import { averageBillableSeconds, billableMinutesOf, formatBillableTime, totalBillableMinutes } from './billable';

describe('billable minutes (billing-account §5)', () => {
  it('counts a call only when its last message id equals its message id', () => {
    expect(billableMinutesOf({ messageId: 7, lastMessageId: 7, billableMinutes: 3.5 })).toBe(3.5);
    expect(billableMinutesOf({ messageId: 7, lastMessageId: 9, billableMinutes: 3.5 })).toBe(0);
  });
  it('treats a task without a last message id as its own last message', () => {
    expect(billableMinutesOf({ messageId: 7, lastMessageId: null, billableMinutes: 2.25 })).toBe(2.25);
    expect(billableMinutesOf({ messageId: 7, lastMessageId: null, billableMinutes: null })).toBe(0);
  });
  it('sums to two decimals', () => {
    expect(
      totalBillableMinutes([
        { messageId: 1, lastMessageId: 1, billableMinutes: 0.1 },
        { messageId: 2, lastMessageId: 2, billableMinutes: 0.2 },
        { messageId: 3, lastMessageId: 4, billableMinutes: 9 },
      ]),
    ).toBe(0.3);
  });
});

describe('average billable time', () => {
  it('is minutes × 60 ÷ count in seconds', () => {
    expect(averageBillableSeconds(10, 4)).toBe(150);
    expect(averageBillableSeconds(7.5, 0)).toBe(0);
  });
  it('shows mm:ss below an hour and hh:mm:ss from an hour', () => {
    expect(formatBillableTime(150)).toBe('02:30');
    expect(formatBillableTime(59)).toBe('00:59');
    expect(formatBillableTime(3599)).toBe('59:59');
    expect(formatBillableTime(3600)).toBe('01:00:00');
    expect(formatBillableTime(3 * 3600 + 62)).toBe('03:01:02');
  });
});
