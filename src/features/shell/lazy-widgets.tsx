import { IconButton, Avatar, Button } from '@chakra-ui/react';
import { Headset, Menu as MenuIcon, Phone } from 'lucide-react';
import { lazy, Suspense, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssistButton as AssistButtonImpl } from './assist-dialog';
import type { MobileNav as MobileNavImpl } from './mobile-nav';
import type { PhoneToggle as PhoneToggleImpl } from './phone-toggle';
import type { UserMenu as UserMenuImpl } from './user-menu';

/**
 * The top bar's interactive widgets (menu, popover, tooltip, dialog and drawer machines) load
 * right after the first paint instead of with the first route: together they are ~40 KB gzip.
 * Until then a look-alike inert button holds their place.
 */
const LazyUserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));
const LazyPhoneToggle = lazy(() => import('./phone-toggle').then((m) => ({ default: m.PhoneToggle })));
const LazyAssistButton = lazy(() => import('./assist-dialog').then((m) => ({ default: m.AssistButton })));
const LazyMobileNav = lazy(() => import('./mobile-nav').then((m) => ({ default: m.MobileNav })));

export function UserMenu(props: ComponentProps<typeof UserMenuImpl>) {
  const { t } = useTranslation('shell');
  return (
    <Suspense
      fallback={
        <Button variant="ghost" px={{ base: 1, md: 2 }} aria-label={t('userMenu.label', { name: props.user.displayName })} aria-disabled="true">
          <Avatar.Root size="sm" colorPalette="brand">
            <Avatar.Fallback name={props.user.displayName} />
          </Avatar.Root>
        </Button>
      }
    >
      <LazyUserMenu {...props} />
    </Suspense>
  );
}

export function PhoneToggle(props: ComponentProps<typeof PhoneToggleImpl>) {
  const { t } = useTranslation('shell');
  return (
    <Suspense
      fallback={
        <IconButton variant="ghost" aria-label={t('phone.toggle')} aria-disabled="true">
          <Phone size={20} />
        </IconButton>
      }
    >
      <LazyPhoneToggle {...props} />
    </Suspense>
  );
}

export function AssistButton(props: ComponentProps<typeof AssistButtonImpl>) {
  const { t } = useTranslation('shell');
  return (
    <Suspense
      fallback={
        <IconButton variant="ghost" aria-label={t('assist.button')} aria-disabled="true">
          <Headset size={20} />
        </IconButton>
      }
    >
      <LazyAssistButton {...props} />
    </Suspense>
  );
}

export function MobileNav(props: ComponentProps<typeof MobileNavImpl>) {
  const { t } = useTranslation('shell');
  return (
    <Suspense
      fallback={
        <IconButton variant="ghost" aria-label={t('shell.openMenu')} aria-disabled="true">
          <MenuIcon size={22} />
        </IconButton>
      }
    >
      <LazyMobileNav {...props} />
    </Suspense>
  );
}
