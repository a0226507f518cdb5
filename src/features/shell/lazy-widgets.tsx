import { lazy, Suspense, type ComponentProps } from 'react';
import { opensOnArrowDown, useMountOnIntent } from '@/components/use-mount-on-intent';
import type { MobileNav as MobileNavImpl } from './mobile-nav';
import { MobileNavTrigger, UserMenuTrigger } from './top-bar-triggers';
import type { UserMenu as UserMenuImpl } from './user-menu';

/*
 * The top bar's menu and drawer mount on their first click, not with the page (issue 11): their
 * menu, dialog and drawer machines, styles and portals made a long task right after the first
 * paint on every screen. Until then their own trigger stands alone, enabled and looking the same
 * (top-bar-triggers.tsx); the click mounts the widget open, and its chunk is usually in already
 * (fetched when the page is idle, or as the pointer or the focus reaches the trigger).
 */
const loadUserMenu = () => import('./user-menu');
const loadMobileNav = () => import('./mobile-nav');
const LazyUserMenu = lazy(() => loadUserMenu().then((m) => ({ default: m.UserMenu })));
const LazyMobileNav = lazy(() => loadMobileNav().then((m) => ({ default: m.MobileNav })));

export function UserMenu(props: Omit<ComponentProps<typeof UserMenuImpl>, 'defaultOpen'>) {
  const { mounted, mount, standInProps } = useMountOnIntent(loadUserMenu);
  const standIn = <UserMenuTrigger displayName={props.user.displayName} aria-haspopup="menu" onKeyDown={opensOnArrowDown(mount)} {...standInProps} />;
  if (!mounted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <LazyUserMenu {...props} defaultOpen />
    </Suspense>
  );
}

export function MobileNav(props: Omit<ComponentProps<typeof MobileNavImpl>, 'defaultOpen'>) {
  const { mounted, standInProps } = useMountOnIntent(loadMobileNav);
  const standIn = <MobileNavTrigger aria-haspopup="dialog" {...standInProps} />;
  if (!mounted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <LazyMobileNav {...props} defaultOpen />
    </Suspense>
  );
}
