import { IconButton } from '@chakra-ui/react';
import { Phone } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@/contract/session';
import { phoneDisabledReason } from '@/lib/roles';
import { usePhoneStore } from '@/stores/phone-store';
import { DisabledPhoneButton } from './top-bar-triggers';

// The tooltip's machine is only for the users who cannot call; everyone else never loads it.
const DisabledPhoneToggle = lazy(() => import('./phone-toggle-disabled').then((m) => ({ default: m.DisabledPhoneToggle })));

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
      aria-label={t('phone.toggle')}
      aria-pressed={open}
      aria-controls={open ? 'phone-panel' : undefined}
      onClick={toggleOpen}
    >
      <Phone size={20} />
    </IconButton>
  );
}
