import { Box, Field, IconButton, NativeSelect, Popover, Portal, Text, Tooltip } from '@chakra-ui/react';
import { Phone, PhoneOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { User } from '@/contract/session';
import { formatUsDisplay } from '@/lib/phone';
import { phoneDisabledReason } from '@/lib/roles';
import { usePhoneStore } from '@/stores/phone-store';

/**
 * The top bar's phone toggle (spec core §2): disabled, with the reason in a tooltip, when the
 * user has no phone numbers or holds the GRASSHOPPER role. Enabled, it opens the phone panel
 * (state in the phone store) with the Call From numbers; placing calls is the phone feature's.
 */
export function PhoneToggle({ user }: { user: Pick<User, 'patchNumbers' | 'userAccountRoles'> }) {
  const { t } = useTranslation('shell');
  const open = usePhoneStore((state) => state.open);
  const setOpen = usePhoneStore((state) => state.setOpen);
  const callFromId = usePhoneStore((state) => state.callFromId);
  const setCallFrom = usePhoneStore((state) => state.setCallFrom);
  const reason = phoneDisabledReason(user);

  if (reason) {
    const why = t(`phone.disabled.${reason}`);
    return (
      <Tooltip.Root openDelay={150}>
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

  const selected = callFromId ?? user.patchNumbers[0]?.phoneNumberId ?? null;
  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      positioning={{ placement: 'bottom-end' }}
    >
      <Popover.Trigger asChild>
        <IconButton
          variant={open ? 'subtle' : 'ghost'}
          colorPalette={open ? 'brand' : 'gray'}
          aria-label={t('phone.toggle')}
          aria-pressed={open}
        >
          <Phone size={20} />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w={{ base: 'calc(100vw - 24px)', sm: '320px' }}>
            <Popover.Arrow />
            <Popover.Body display="flex" flexDirection="column" gap={4}>
              <Popover.Title fontWeight="semibold" fontSize="md">
                {t('phone.title')}
              </Popover.Title>
              <Field.Root>
                <Field.Label>{t('phone.callFrom')}</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    value={selected === null ? '' : String(selected)}
                    onChange={(event) => setCallFrom(Number(event.currentTarget.value))}
                  >
                    {user.patchNumbers.map((number) => (
                      <option key={number.phoneNumberId} value={number.phoneNumberId}>
                        {formatUsDisplay(number.phoneNumber)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <Box bg="bg.muted" rounded="md" p={3}>
                <Text fontSize="sm" color="fg.muted">
                  {t('phone.comingNote')}
                </Text>
              </Box>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
