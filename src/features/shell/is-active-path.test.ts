import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@/lib/menu';
import { currentEntry, isActivePath } from './is-active-path';

const entry = (to: string, icon: MenuItem['icon']): MenuItem => ({ to, icon, labelKey: `menu.${icon}` });
const side = [entry('/', 'dashboard'), entry('/activity', 'activity'), entry('/contacts', 'contacts'), entry('/profile', 'account')];
const accountList = [entry('/company', 'company'), entry('/billing', 'billing')];

describe('isActivePath', () => {
  it('matches the dashboard only by itself, other entries with their sub-paths', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/activity', '/')).toBe(false);
    expect(isActivePath('/activity/12', '/activity')).toBe(true);
    expect(isActivePath('/activity-export', '/activity')).toBe(false);
  });
});

describe('currentEntry', () => {
  it("is the page's own entry where it has one", () => {
    expect(currentEntry(side, '/activity/12')).toEqual({ to: '/activity', current: 'page' });
    expect(currentEntry(side, '/profile')).toEqual({ to: '/profile', current: 'page' });
    expect(currentEntry(accountList, '/billing')).toEqual({ to: '/billing', current: 'page' });
  });

  it('is Account, as the current one of the set, on an account page without an entry of its own', () => {
    expect(currentEntry(side, '/company')).toEqual({ to: '/profile', current: 'true' });
    expect(currentEntry(side, '/integrations')).toEqual({ to: '/profile', current: 'true' });
  });

  it('is nothing elsewhere, nor in a list without Account', () => {
    expect(currentEntry(side, '/quote/abc')).toBeNull();
    expect(currentEntry(accountList, '/profile')).toBeNull();
    expect(currentEntry(accountList, '/settings')).toBeNull();
  });
});
