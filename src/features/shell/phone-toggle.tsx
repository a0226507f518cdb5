import { IconButton, Portal, Tooltip } from '@chakra-ui/react';
import { Phone, PhoneOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { User } from '@/contract/session';
import { phoneDisabledReason } from '@/lib/roles';
import { usePhoneStore } from '@/stores/phone-store';

/**
 * The top bar's phone toggle (spec core §2): disabled, with the reason in a tooltip, when the
 * user has no phone numbers or holds the GRASSHOPPER role. Enabled, it opens and closes the phone
 * (state in the phone store; the phone feature's panel is mounted by the root route).
 */
export function PhoneToggle({ user }: { user: Pick<User, 'patchNumbers' | 'userAccountRoles'> }) {
  const { t } = useTranslation('shell');
  const open = usePhoneStore((state) => state.open);
  const toggleOpen = usePhoneStore((state) => state.toggleOpen);
  const reason = phoneDisabledReason(user);

  if (reason) {
    const why = t(`phone.disabled.${reason}`);
    return (
      <Tooltip.Root lazyMount openDelay={150}>
        <Tooltip.Trigger asChild>
          <IconButton
            variant="ghost"
            aria-label={t('phone.toggle')}
            aria-disabled="true"
            color="fg.subtle"
            cursor="not-allowed"
            _hover={{ bg: 'transparent' }}
            onClick={(event) => event.preventDefault()}
          >
            <PhoneOff size={20} />
          </IconButton>
        </Tooltip.Trigger>
        <Portal>
          <Tooltip.Positioner>
            <Tooltip.Content>{why}</Tooltip.Content>
          </Tooltip.Positioner>
        </Portal>
      </Tooltip.Root>
    );
  }

  return (
    <IconButton
      variant={open ? 'subtle' : 'ghost'}
      colorPalette={open ? 'brand' : 'gray'}
      aria-label={t('phone.toggle')}
      aria-pressed={open}
      aria-controls={open ? 'phone-panel' : undefined}
      onClick={toggleOpen}
    >
      <Phone size={20} />
    </IconButton>
  );
}
