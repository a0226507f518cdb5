import { Menu, Portal } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { Bell, Globe, LogOut, Settings, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAvailability } from '@/app/session/push-support';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { fixedLayerPositioning } from '@/components/fixed-layer-positioning';
import { showSnack } from '@/stores/snackbar-store';
import { openUserSettings } from '@/stores/user-settings-store';
import type { User } from '@/contract/session';
import { websiteHref } from './shell-links';
import { UserMenuTrigger } from './top-bar-triggers';

interface UserMenuProps {
  user: Pick<User, 'displayName' | 'companyWebsite'>;
  /** Agent sessions never subscribe the support agent's browser to the customer's pushes. */
  agentSession?: boolean;
  onLogout: () => void;
  /** Mount with the menu open: the top bar mounts the menu on its first click (lazy-widgets.tsx). */
  defaultOpen?: boolean;
}

/** Asks the browser for notifications (a user gesture), subscribes, and says how it went. */
async function turnOnNotifications(t: (key: `push.${'on' | 'denied' | 'failed'}`) => string, onDone: () => void) {
  try {
    const result = await (await import('@/app/session/push-registration')).enablePush();
    if (result === 'registered') showSnack({ message: t('push.on'), tone: 'success' });
    else if (result === 'denied') showSnack({ message: t('push.denied'), tone: 'error' });
    else showSnack({ message: t('push.failed'), tone: 'error' });
  } catch (error) {
    console.warn('Push subscription failed', error);
    showSnack({ message: t('push.failed'), tone: 'error' });
  }
  onDone();
}

/** Avatar button with My Profile, the company website and Logout (with confirmation). */
export function UserMenu({ user, agentSession = false, onLogout, defaultOpen = false }: UserMenuProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [confirmOpen, setConfirmOpen] = useState(false);
  // Offered only while the browser has not been asked yet; read again after each attempt.
  const [canAskForPush, setCanAskForPush] = useState(() => !agentSession && pushAvailability() === 'default');
  return (
    <>
      <Menu.Root lazyMount defaultOpen={defaultOpen} positioning={{ ...fixedLayerPositioning, placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <UserMenuTrigger displayName={user.displayName} />
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="220px">
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel>{user.displayName}</Menu.ItemGroupLabel>
                <Menu.Item value="profile" onSelect={() => void navigate({ to: '/profile' })}>
                  <UserRound size={16} aria-hidden />
                  {t('userMenu.profile')}
                </Menu.Item>
                <Menu.Item value="settings" onSelect={openUserSettings}>
                  <Settings size={16} aria-hidden />
                  {t('userMenu.settings')}
                </Menu.Item>
                {user.companyWebsite ? (
                  <Menu.Item value="website" asChild>
                    <a href={websiteHref(user.companyWebsite)} target="_blank" rel="noopener noreferrer">
                      <Globe size={16} aria-hidden />
                      {t('userMenu.website')}
                    </a>
                  </Menu.Item>
                ) : null}
                {canAskForPush ? (
                  <Menu.Item
                    value="notifications"
                    onSelect={() => void turnOnNotifications(t, () => setCanAskForPush(pushAvailability() === 'default'))}
                  >
                    <Bell size={16} aria-hidden />
                    {t('userMenu.notifications')}
                  </Menu.Item>
                ) : null}
              </Menu.ItemGroup>
              <Menu.Separator />
              <Menu.Item value="logout" color="fg.error" onSelect={() => setConfirmOpen(true)}>
                <LogOut size={16} aria-hidden />
                {t('userMenu.logout')}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <ConfirmDialog
        open={confirmOpen}
        title={t('logout.title')}
        body={t('logout.body')}
        confirmLabel={t('userMenu.logout')}
        destructive
        onCancel={() => setConfirmOpen(false)}
        onConfirm={() => {
          setConfirmOpen(false);
          onLogout();
        }}
      />
    </>
  );
}
