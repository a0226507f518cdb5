import { Box, IconButton } from '@chakra-ui/react';
import { Phone } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@/contract/session';
import { phoneDisabledReason } from '@/lib/roles';
import { selectCallLive, usePhoneStore } from '@/stores/phone-store';
import { DisabledPhoneButton } from './top-bar-triggers';

// The tooltip's machine is only for the users who cannot call; everyone else never loads it.
const DisabledPhoneToggle = lazy(() => import('./phone-toggle-disabled').then((m) => ({ default: m.DisabledPhoneToggle })));

/**
 * The top bar's phone toggle (spec core §2): disabled, with the reason in a tooltip, when the
 * user has no phone numbers or holds the GRASSHOPPER role. Enabled, it opens and closes the phone
 * (state in the phone store; the phone feature's panel is mounted by the root route).
 *
 * While a call is under way it says so, with the panel closed too (a green dot; its name 'Phone, call in progress'), so the way back to Hang Up is in sight. The call
 * state is read from the small phone store, never from the lazily loaded phone feature.
 */
export function PhoneToggle({ user }: { user: Pick<User, 'patchNumbers' | 'userAccountRoles'> }) {
  const { t } = useTranslation('shell');
  const open = usePhoneStore((state) => state.open);
  const toggleOpen = usePhoneStore((state) => state.toggleOpen);
  const live = usePhoneStore(selectCallLive);
  const reason = phoneDisabledReason(user);

  if (reason) {
    return (
      <Suspense fallback={<DisabledPhoneButton />}>
        <DisabledPhoneToggle why={t(`phone.disabled.${reason}`)} />
      </Suspense>
    );
  }

  return (
    <IconButton
      variant={open ? 'subtle' : 'ghost'}
      colorPalette={open ? 'brand' : 'gray'}
      position="relative"
      aria-label={t(live ? 'phone.toggleInCall' : 'phone.toggle')}
      aria-pressed={open}
      aria-controls={open ? 'phone-panel' : undefined}
      onClick={toggleOpen}
    >
      <Phone size={20} />
      {live ? (
        // Seen only: the button's name says it. The ring in the bar's colour keeps the dot apart from the icon.
        <Box as="span" aria-hidden position="absolute" top="1.5" insetEnd="1.5" boxSize="2.5" rounded="full" bg="green.solid" boxShadow="0 0 0 2px var(--chakra-colors-bg-panel)" />
      ) : null}
    </IconButton>
  );
}
