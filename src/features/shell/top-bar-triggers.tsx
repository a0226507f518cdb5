import { Button, IconButton, Text, type ButtonProps, type IconButtonProps } from '@chakra-ui/react';
import { ChevronDown, Menu as MenuIcon, PhoneOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { InitialsAvatar } from '@/components/initials-avatar';

/*
 * The top bar's buttons whose widget loads later (the user menu, the drawer, the disabled phone
 * toggle's tooltip). The widgets use them as their triggers, and the top bar shows them alone
 * until the widget mounts (lazy-widgets.tsx, phone-toggle.tsx), so the two cannot drift apart
 * and nothing shifts when one replaces the other.
 */

/** The user menu's button: the avatar, the name (wide screens) and the chevron. */
export function UserMenuTrigger({ displayName, ...props }: ButtonProps & { displayName: string }) {
  const { t } = useTranslation('shell');
  return (
    <Button variant="ghost" px={{ base: 1, md: 2 }} gap={2} aria-label={t('userMenu.label', { name: displayName })} {...props}>
      <InitialsAvatar name={displayName} size="sm" />
      <Text as="span" hideBelow="lg" maxW="160px" truncate fontWeight="medium">
        {displayName}
      </Text>
      <ChevronDown size={16} aria-hidden />
    </Button>
  );
}

/** The phone layout's menu button, which opens the navigation drawer (mobile-nav.tsx). */
export function MobileNavTrigger(props: Omit<IconButtonProps, 'aria-label'>) {
  const { t } = useTranslation('shell');
  return (
    <IconButton variant="ghost" aria-label={t('shell.openMenu')} {...props}>
      <MenuIcon size={22} />
    </IconButton>
  );
}

/** The greyed phone toggle; the tooltip's trigger once its chunk is in (phone-toggle-disabled.tsx). */
export function DisabledPhoneButton(props: Omit<IconButtonProps, 'aria-label'>) {
  const { t } = useTranslation('shell');
  return (
    <IconButton
      variant="ghost"
      aria-label={t('phone.toggle')}
      aria-disabled="true"
      color="fg.subtle"
      cursor="not-allowed"
      _hover={{ bg: 'transparent' }}
      onClick={(event) => event.preventDefault()}
      {...props}
    >
      <PhoneOff size={20} />
    </IconButton>
  );
}
