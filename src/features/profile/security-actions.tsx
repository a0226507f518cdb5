import { Button, Stack, Text } from '@chakra-ui/react';
import { KeyRound, LockKeyhole } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangePasswordDialog } from './change-password-dialog';
import { SetPinDialog } from './set-pin-dialog';
import './profile-i18n';

/** Set PIN and Change Password buttons with their dialogs; disabled with the reason in agent sessions (core §6). */
export function SecurityActions({ agentSession }: { agentSession: boolean }) {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState<'pin' | 'password' | null>(null);
  return (
    <Stack gap={2}>
      <Stack direction={{ base: 'column', sm: 'row' }} gap={2}>
        <Button variant="outline" disabled={agentSession} aria-describedby={agentSession ? 'agent-reason' : undefined} onClick={() => setOpen('pin')}>
          <LockKeyhole size={16} aria-hidden />
          {t('setPin')}
        </Button>
        <Button variant="outline" disabled={agentSession} aria-describedby={agentSession ? 'agent-reason' : undefined} onClick={() => setOpen('password')}>
          <KeyRound size={16} aria-hidden />
          {t('changePassword')}
        </Button>
      </Stack>
      {agentSession ? (
        <Text id="agent-reason" fontSize="sm" color="fg.muted">
          {t('agentReason')}
        </Text>
      ) : null}
      {open === 'pin' ? <SetPinDialog onClose={() => setOpen(null)} /> : null}
      {open === 'password' ? <ChangePasswordDialog onClose={() => setOpen(null)} /> : null}
    </Stack>
  );
}
