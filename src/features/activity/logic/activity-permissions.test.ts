import { describe, expect, it } from 'vitest';
import { archiveTargetId } from '@/contract/activity';
import { itemPermissions, permittedIds } from './activity-permissions';
import { testMessage } from '../../../testing/activity-test-data';

const me = 10;
const other = 11;

describe('activity permissions (core §4, §6)', () => {
  it.each(['VM', 'IC', 'VIP', 'AGENT', 'AGENT+VM'])('%s: only the owner may change anything', (messageType) => {
    expect(itemPermissions(testMessage({ messageType, userId: me }), me)).toEqual({ read: true, archive: true, followup: true });
    expect(itemPermissions(testMessage({ messageType, userId: other }), me)).toEqual({ read: false, archive: false, followup: false });
  });

  it.each(['SMS', 'CHAT'])('%s: anyone who sees it may read, flag and archive', (messageType) => {
    expect(itemPermissions(testMessage({ messageType, userId: other }), me)).toEqual({ read: true, archive: true, followup: true });
  });

  it.each(['OC', 'TASK', 'CS', 'TEXT'])('%s of another user: archive only', (messageType) => {
    expect(itemPermissions(testMessage({ messageType, userId: other }), me)).toEqual({ read: false, archive: true, followup: false });
    expect(itemPermissions(testMessage({ messageType, userId: me }), me)).toEqual({ read: true, archive: true, followup: true });
  });

  it('follow-up needs a deliveryId', () => {
    expect(itemPermissions(testMessage({ userId: me, deliveryId: null }), me).followup).toBe(false);
  });

  it('bulk actions take only the permitted ids', () => {
    const items = [
      testMessage({ messageId: 1, userId: me }),
      testMessage({ messageId: 2, userId: other }),
      testMessage({ messageId: 3, userId: other, messageType: 'SMS' }),
    ];
    expect(permittedIds(items, me, 'read')).toEqual([1, 3]);
  });

  it('AGENT+VM archives through the combined message id', () => {
    expect(archiveTargetId(testMessage({ messageId: 5, messageType: 'AGENT+VM', combinedMessageId: 4 }))).toBe(4);
    expect(archiveTargetId(testMessage({ messageId: 5, messageType: 'AGENT', combinedMessageId: 4 }))).toBe(5);
  });
});
