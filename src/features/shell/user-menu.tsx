import { Avatar, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { ChevronDown, Globe, LogOut, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { User } from '@/contract/user';
import { websiteHref } from './shell-links';

interface UserMenuProps {
  user: Pick<User, 'displayName' | 'companyWebsite'>;
  onLogout: () => void;
}

/** Avatar button with My Profile, the company website and Logout (with confirmation). */
export function UserMenu({ user, onLogout }: UserMenuProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [confirmOpen, setConfirmOpen] = useState(false);
  return (
    <>
      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <Button variant="ghost" px={{ base: 1, md: 2 }} gap={2} aria-label={t('userMenu.label', { name: user.displayName })}>
            <Avatar.Root size="sm" colorPalette="brand">
              <Avatar.Fallback name={user.displayName} />
            </Avatar.Root>
            <Text as="span" hideBelow="lg" maxW="160px" truncate fontWeight="medium">
              {user.displayName}
            </Text>
            <ChevronDown size={16} aria-hidden />
          </Button>
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
                {user.companyWebsite ? (
                  <Menu.Item value="website" asChild>
                    <a href={websiteHref(user.companyWebsite)} target="_blank" rel="noopener noreferrer">
                      <Globe size={16} aria-hidden />
                      {t('userMenu.website')}
                    </a>
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
