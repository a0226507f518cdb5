import type { ReactNode } from 'react';
import { Badge, Card, DataList, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser, useSession } from '@/app/session/session';
import { BreakableAddress } from '@/components/breakable-address';
import { InitialsAvatar } from '@/components/initials-avatar';
import { PageHeader } from '@/components/page-header';
import type { User } from '@/contract/session';
import { SecurityActions } from './security-actions';
import './profile-i18n';

/** `hub`: the account hub's tiles, composed in by the route (features do not import each other). */
export function ProfileScreen({ hub }: { hub?: ReactNode } = {}) {
  const user = useCurrentUser();
  const { isAgent } = useSession();
  return (
    <>
      <ProfileView user={user} agentSession={isAgent || user.agentSession === 'Y'} />
      {hub}
    </>
  );
}

/** The profile (billing-account §2 Profile, password, PIN): the user's information, Set PIN and Change Password. */
export function ProfileView({ user, agentSession = false }: { user: User; agentSession?: boolean }) {
  const { t } = useTranslation('profile');
  return (
    <>
      <PageHeader title={t('title')} description={t('text')} />
      <Stack gap={4} maxW="3xl">
        <Card.Root variant="outline" bg="bg.panel">
          <Card.Body>
            <Flex gap={4} align="center" mb={5}>
              <InitialsAvatar name={user.displayName} size="lg" />
              <Stack gap={0} minW={0}>
                <Heading as="h2" size="md" truncate>
                  {user.displayName}
                </Heading>
                <Text color="fg.muted" truncate>
                  {user.email}
                </Text>
              </Stack>
            </Flex>
            <DataList.Root orientation="horizontal" size="md" aria-label={t('details')}>
              <DataList.Item>
                <DataList.ItemLabel>{t('name')}</DataList.ItemLabel>
                <DataList.ItemValue>{`${user.firstName} ${user.lastName}`.trim()}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{t('email')}</DataList.ItemLabel>
                {/* Broken at its joints (break-all broke it wherever a line ended). */}
                <DataList.ItemValue overflowWrap="anywhere">
                  <BreakableAddress text={user.email} />
                </DataList.ItemValue>
              </DataList.Item>
              {user.jobTitle ? (
                <DataList.Item>
                  <DataList.ItemLabel>{t('jobTitle')}</DataList.ItemLabel>
                  <DataList.ItemValue>{user.jobTitle}</DataList.ItemValue>
                </DataList.Item>
              ) : null}
              <DataList.Item>
                <DataList.ItemLabel>{t('pinLabel')}</DataList.ItemLabel>
                <DataList.ItemValue>{agentSession ? t('pinHidden') : user.accessPin ? t('pinSet') : t('pinNotSet')}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{t('accounts')}</DataList.ItemLabel>
                <DataList.ItemValue>
                  <Flex gap={2} wrap="wrap">
                    {user.userAccountRoles.map((role) => (
                      <Badge key={`${role.accountId}-${role.locationId ?? ''}`} variant="subtle" colorPalette="brand">
                        {role.locationName ? `${role.accountName} – ${role.locationName}` : role.accountName}
                      </Badge>
                    ))}
                  </Flex>
                </DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
          </Card.Body>
        </Card.Root>
        <Card.Root variant="outline" bg="bg.panel">
          <Card.Body gap={3}>
            <Heading as="h2" size="md">
              {t('security')}
            </Heading>
            <SecurityActions agentSession={agentSession} />
          </Card.Body>
        </Card.Root>
      </Stack>
    </>
  );
}
