import { describe, expect, it } from 'vitest';
import { cutWebsite, displayFrom, displayTo, isChatBillable, previewText, receptionistTime, roundedCallLength, smsThread } from './activity-format';
import { testMessage } from '../../testing/activity-test-data';

describe('activity formats (spec core §9)', () => {
  it('rounds call length to the nearest 30 seconds', () => {
    expect(roundedCallLength(null)).toBe('');
    expect(roundedCallLength(14)).toBe('0:00');
    expect(roundedCallLength(15)).toBe('0:30');
    expect(roundedCallLength(95)).toBe('1:30');
    expect(roundedCallLength(106)).toBe('2:00');
  });

  it('shows receptionist time (minutes × 60 s) as hh:mm:ss', () => {
    expect(receptionistTime(1.5)).toBe('00:01:30');
    expect(receptionistTime(75.25)).toBe('01:15:15');
    expect(receptionistTime(null)).toBe('00:00:00');
  });

  it('cuts a chat website at 40 characters', () => {
    const forty = 'https://www.example.com/abcdefghijklmnop';
    expect(forty).toHaveLength(40);
    expect(cutWebsite(forty)).toBe(forty);
    expect(cutWebsite(`${forty}q`)).toBe(`${forty}…`);
  });

  it('bills a chat unless it is spam, testing or internal use (a missing type bills)', () => {
    expect(isChatBillable([])).toBe(true);
    expect(isChatBillable(['Lead', 'Actionable support'])).toBe(true);
    expect(isChatBillable(['Spam'])).toBe(false);
    expect(isChatBillable(['Lead', 'Testing'])).toBe(false);
    expect(isChatBillable(['ProChats Use'])).toBe(false);
  });
});

describe('smsThread', () => {
  const sms = testMessage({ messageType: 'SMS', textContent: 'Last one', lastMessageId: 9, lastMessage: '2026-11-20T17:05:00.000Z' });

  it('is the texts the item carries, oldest first', () => {
    const text = (messageId: number, taken: string) => ({
      ...{ messageId, taken, ani: null, dnis: null, sendingUser: null, sendingUserId: null },
      ...{ textContent: `t${messageId}`, formContent: null },
    });
    const thread = smsThread({ ...sms, messages: [text(2, '2026-11-20T17:02:00.000Z'), text(1, '2026-11-20T17:01:00.000Z')] });
    expect(thread.map((t) => t.messageId)).toEqual([1, 2]);
  });

  it('falls back to the last text alone, and to nothing without text', () => {
    expect(smsThread(sms)).toEqual([
      { messageId: 9, taken: '2026-11-20T17:05:00.000Z', ani: sms.ani, dnis: sms.dnis, sendingUser: null, textContent: 'Last one' },
    ]);
    expect(smsThread({ ...sms, textContent: null })).toEqual([]);
  });
});

describe('from / to / text, as the list and the server exports show them', () => {
  it('formats +1 numbers and prefers names', () => {
    const call = testMessage({ messageType: 'OC', sendingUser: null, outcallSourceNumber: '+15035550100', outcallNumber: '+15035550199' });
    expect(displayFrom(call)).toBe('503-555-0100');
    expect(displayTo(call)).toBe('503-555-0199');
    expect(displayFrom(testMessage({ combinedDisplayName: 'Ada Lovelace', ani: '+15035550100' }))).toBe('Ada Lovelace');
    expect(displayFrom(testMessage({ combinedDisplayName: null, caller: null, visitorFullName: null, ani: '+15035550100' }))).toBe('503-555-0100');
  });

  it('falls back to the given text when an item has none', () => {
    const bare = testMessage({ textContent: null, request: null, recordingTranscription: null, contactDescription: null });
    expect(previewText(bare)).toBe('');
    expect(previewText(bare, 'Name: Ada')).toBe('Name: Ada');
  });
});
