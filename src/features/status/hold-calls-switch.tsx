import { Box, Switch, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sessionMutations } from '@/api/session/session.mutations';
import { useCurrentUser, useSessionScope } from '@/app/session/session';
import './status-i18n';

/** Hold calls (core §4 "Hold-calls toggles Y/N"): one tap, optimistic, rolled back on failure. */
export function HoldCallsSwitch() {
  const { t } = useTranslation('status');
  const user = useCurrentUser();
  const scope = useSessionScope();
  const queryClient = useQueryClient();
  const hold = useMutation(sessionMutations.holdCalls(scope, queryClient));
  const on = user.holdCalls === 'Y';
  return (
    <Box
      borderWidth="1px"
      borderColor={on ? 'orange.400' : 'border'}
      bg={on ? 'orange.subtle' : 'bg.panel'}
      rounded="md"
      px={3}
      py={2.5}
    >
      <Switch.Root
        size="lg"
        colorPalette="orange"
        checked={on}
        onCheckedChange={(d) => hold.mutate(d.checked ? 'Y' : 'N')}
        display="flex"
        justifyContent="space-between"
        gap={3}
        w="full"
      >
        <Switch.Label flex="1">
          <Text fontWeight="semibold">{t('hold.label')}</Text>
          <Text fontSize="sm" fontWeight="normal" color="fg.muted" mt={0.5}>
            {t('hold.help')}
          </Text>
        </Switch.Label>
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
      </Switch.Root>
    </Box>
  );
}
