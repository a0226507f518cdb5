import { secondaryMenuPaths, type MenuItem } from '@/lib/menu';

/** Whether a menu entry is the current page ('/' matches only itself; others match sub-paths). */
export function isActivePath(pathname: string, to: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** Whether `pathname` is one of the account pages, which show the secondary list (billing-account §2). */
export function isAccountPage(pathname: string): boolean {
  return secondaryMenuPaths.some((path) => isActivePath(pathname, path));
}

/** The side menu's entry that leads to the account pages (billing-account §2). */
const accountEntry = '/profile';

/**
 * Which entry of a menu list is current, and how: `page` for the page's own entry; `true` (the
 * current one of a set, WAI-ARIA) for Account on an account page that has no entry of its own in
 * this list (Company, Settings, Insights …, reached from Account's own list), so that the side
 * menu still shows where the page belongs.
 */
export function currentEntry(items: readonly MenuItem[], pathname: string): { to: string; current: 'page' | 'true' } | null {
  const own = items.find((item) => isActivePath(pathname, item.to));
  if (own) return { to: own.to, current: 'page' };
  return isAccountPage(pathname) && items.some((item) => item.to === accountEntry) ? { to: accountEntry, current: 'true' } : null;
}
