import { describe, expect, it } from 'vitest';
import { makeRole } from '@/testing/user-fixtures';
import { assistCounterStep, assistLocations, assistNumbers, canSubmitAssist } from './assist-rules';

describe('Request Assist enablement', () => {
  const ok = { request: 'Call them back', locationId: 1, outboundPhoneNumberId: 2, submitting: false, onExistingTask: false, permission: false };
  it('needs a request, a location and an originating number, and not submitting', () => {
    expect(canSubmitAssist(ok)).toBe(true);
    expect(canSubmitAssist({ ...ok, request: '  ' })).toBe(false);
    expect(canSubmitAssist({ ...ok, locationId: null })).toBe(false);
    expect(canSubmitAssist({ ...ok, outboundPhoneNumberId: null })).toBe(false);
    expect(canSubmitAssist({ ...ok, submitting: true })).toBe(false);
  });
  it('needs the permission checkbox for a request on an existing task', () => {
    expect(canSubmitAssist({ ...ok, onExistingTask: true })).toBe(false);
    expect(canSubmitAssist({ ...ok, onExistingTask: true, permission: true })).toBe(true);
  });
  it('offers the assist numbers first, each number once', () => {
    const n = (phoneNumberId: number) => ({ phoneNumberId, phoneNumber: `+1503555010${phoneNumberId}`, status: 'ACTIVE', dlcVerified: 'Y' as const, accountId: 2 });
    expect(assistNumbers({ assistPatchNumbers: [n(3)], patchNumbers: [n(1), n(3)] }).map((x) => x.phoneNumberId)).toEqual([3, 1]);
  });
  it("offers every location a role covers, each once: an account-wide admin's offices too", () => {
    const user = {
      userAccountRoles: [
        makeRole({ accountId: 2, accountName: 'Downtown', userRoleKey: 'GLOBALADMIN', locations: [{ locationId: 2, locationName: 'Pioneer Square' }, { locationId: 3, locationName: 'Pearl District' }] }),
        makeRole({ accountId: 2, accountName: 'Downtown', userRoleKey: 'LOCATIONADMIN', locationId: 3, locations: [{ locationId: 3, locationName: 'Pearl District' }] }),
        makeRole({ accountId: 4, accountName: 'Boise', locations: [] }),
      ],
    };
    expect(assistLocations(user)).toEqual([
      {
        accountName: 'Downtown',
        locations: [
          { locationId: 2, locationName: 'Pioneer Square', accountName: 'Downtown' },
          { locationId: 3, locationName: 'Pearl District', accountName: 'Downtown' },
        ],
      },
    ]);
  });
});

describe('Request Assist counter steps', () => {
  it('names the smallest step of room left (100, 10, 0) the request has reached, none while far from 1000', () => {
    expect(assistCounterStep(0)).toBeNull();
    expect(assistCounterStep(899)).toBeNull();
    expect(assistCounterStep(900)).toBe(100);
    expect(assistCounterStep(989)).toBe(100);
    expect(assistCounterStep(990)).toBe(10);
    expect(assistCounterStep(999)).toBe(10);
    expect(assistCounterStep(1000)).toBe(0);
  });
});
