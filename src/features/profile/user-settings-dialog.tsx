import { Button, CloseButton, Dialog, Heading, Portal, Separator, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordSaving, reenablePasswordSaving, removeSavedPassword, useCurrentUser, useSession } from '@/app/session/session';
import { showSnack } from '@/stores/snackbar-store';
import { closeUserSettings, useUserSettingsDialog } from '@/stores/user-settings-store';
import { SecurityActions } from './security-actions';
import './profile-i18n';

/**
 * The user settings dialog (core §2 Other dialogs): set PIN, remove the saved password, re-enable
 * password saving ("Never For This Device" undone), change password. In agent sessions the PIN
 * and password are disabled with the reason and password saving is off (core §4, §6).
 */
export function UserSettingsHost() {
  const open = useUserSettingsDialog((s) => s.open);
  return open ? <UserSettingsDialog onClose={closeUserSettings} /> : null;
}

function UserSettingsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('profile');
  const user = useCurrentUser();
  const { isAgent } = useSession();
  const agent = isAgent || user.agentSession === 'Y';
  const [saving, setSaving] = useState(passwordSaving);
  const remove = () => {
    removeSavedPassword();
    setSaving(passwordSaving());
    showSnack({ message: t('settings.removed'), tone: 'success' });
  };
  const reenable = () => {
    reenablePasswordSaving();
    setSaving(passwordSaving());
    showSnack({ message: t('settings.reenabled'), tone: 'success' });
  };
  return (
    <Dialog.Root lazyMount open onOpenChange={(d) => !d.open && onClose()} placement="center" size={{ base: 'full', md: 'md' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content minH={{ base: '100dvh', md: 'auto' }} borderRadius={{ base: '0', md: 'l3' }}>
            <Dialog.Header>
              <Dialog.Title>{t('settings.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap={4}>
                <Text color="fg.muted">{t('settings.pinText')}</Text>
                <SecurityActions agentSession={agent} />
                <Separator />
                <Heading as="h3" size="sm">
                  {t('settings.savedPassword')}
                </Heading>
                {agent ? (
                  <Text color="fg.muted">{t('settings.agent')}</Text>
                ) : (
                  <Stack gap={2} align="flex-start">
                    <Text role="status">{saving.saved ? t('settings.savedOn') : t('settings.savedOff')}</Text>
                    {saving.saved ? (
                      <Button variant="outline" onClick={remove}>
                        {t('settings.remove')}
                      </Button>
                    ) : null}
                    <Text>{saving.never ? t('settings.neverOn') : t('settings.neverOff')}</Text>
                    {saving.never ? (
                      <Button variant="outline" onClick={reenable}>
                        {t('settings.reenable')}
                      </Button>
                    ) : null}
                  </Stack>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('settings.close')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
