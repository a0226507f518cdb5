import type { ReactNode } from 'react';
import { Avatar, Badge, Card, DataList, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/app/session/session';
import { PageHeader } from '@/components/page-header';
import type { User } from '@/contract/session';

/** `hub`: the account hub's tiles, composed in by the route (features do not import each other). */
export function ProfileScreen({ hub }: { hub?: ReactNode } = {}) {
  const user = useCurrentUser();
  return (
    <>
      <ProfileView user={user} />
      {hub}
    </>
  );
}

/** The account hub's profile card: who is signed in and on which accounts. */
export function ProfileView({ user }: { user: User }) {
  const { t } = useTranslation('shell');
  return (
    <>
      <PageHeader title={t('screens.profile.title')} description={t('screens.profile.text')} />
      <Card.Root variant="outline" bg="bg.panel" maxW="3xl">
        <Card.Body>
          <Flex gap={4} align="center" mb={5}>
            <Avatar.Root size="lg" colorPalette="brand">
              <Avatar.Fallback name={user.displayName} />
            </Avatar.Root>
            <Stack gap={0} minW={0}>
              <Heading as="h2" size="md" truncate>
                {user.displayName}
              </Heading>
              <Text color="fg.muted" truncate>
                {user.email}
              </Text>
            </Stack>
          </Flex>
          <DataList.Root orientation="horizontal" size="md">
            <DataList.Item>
              <DataList.ItemLabel>{t('screens.profile.name')}</DataList.ItemLabel>
              <DataList.ItemValue>{`${user.firstName} ${user.lastName}`.trim()}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('screens.profile.email')}</DataList.ItemLabel>
              <DataList.ItemValue wordBreak="break-all">{user.email}</DataList.ItemValue>
            </DataList.Item>
            {user.jobTitle ? (
              <DataList.Item>
                <DataList.ItemLabel>{t('screens.profile.jobTitle')}</DataList.ItemLabel>
                <DataList.ItemValue>{user.jobTitle}</DataList.ItemValue>
              </DataList.Item>
            ) : null}
            <DataList.Item>
              <DataList.ItemLabel>{t('screens.profile.accounts')}</DataList.ItemLabel>
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
    </>
  );
}
