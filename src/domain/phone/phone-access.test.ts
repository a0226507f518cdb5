import { describe, expect, it } from 'vitest';
import { phoneRefusal } from './phone-access';

describe('phone access', () => {
  it('needs a patch number and no GRASSHOPPER role on any account', () => {
    expect(phoneRefusal({ patchNumberCount: 1, roleKeys: ['USEROUTCALL'] })).toBeNull();
    expect(phoneRefusal({ patchNumberCount: 2, roleKeys: ['GLOBALADMIN', 'GRASSHOPPERGLOBAL'] })).toBeNull();
    expect(phoneRefusal({ patchNumberCount: 0, roleKeys: ['GLOBALADMIN'] })).toBe('noNumbers');
    expect(phoneRefusal({ patchNumberCount: 3, roleKeys: ['GLOBALADMIN', 'GRASSHOPPER'] })).toBe('role');
    expect(phoneRefusal({ patchNumberCount: 0, roleKeys: ['GRASSHOPPER'] })).toBe('noNumbers');
  });
});
