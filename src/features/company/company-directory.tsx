import { Card, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BreakableAddress } from '@/components/breakable-address';
import { usePhoneLayout } from '@/components/use-phone-layout';
import type { Account } from '@/contract/account';
import { formatUsDisplay } from '@/domain/numbers/us-display';

/** Statuses of a number the directory names; another is shown as the server sends it. */
const namedStatuses = new Set(['ACTIVE', 'INACTIVE', 'PENDING']);

/** The company directory: the account's users and its phone numbers. */
export function CompanyDirectory({ account }: { account: Account }) {
  const { t } = useTranslation('company');
  return (
    <Card.Root as="section" aria-labelledby="company-directory" variant="outline" bg="bg.panel">
      <Card.Header>
        <Heading as="h2" size="md" id="company-directory">
          {t('directory.heading')}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap={6}>
          <Stack gap={2}>
            <Heading as="h3" size="sm">
              {t('directory.users')}
            </Heading>
            {account.users.length === 0 ? <Text color="fg.muted">{t('directory.noUsers')}</Text> : <DirectoryUsers users={account.users} />}
          </Stack>
          <Stack gap={2}>
            <Heading as="h3" size="sm">
              {t('directory.numbers')}
            </Heading>
            {account.phoneNumbers.length === 0 ? (
              <Text color="fg.muted">{t('directory.noNumbers')}</Text>
            ) : (
              <Table.Root size="sm" aria-label={t('directory.numbers')}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('directory.number')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('directory.status')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {account.phoneNumbers.map((p) => (
                    <Table.Row key={p.phoneNumberId}>
                      <Table.Cell>{formatUsDisplay(p.phoneNumber)}</Table.Cell>
                      <Table.Cell>{namedStatuses.has(p.status) ? t(`directory.numberStatuses.${p.status as 'ACTIVE'}`) : p.status}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            )}
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

type DirectoryUser = Account['users'][number];

const userKey = (u: DirectoryUser) => `${u.userId}-${u.userRoleKey}-${u.locationName ?? ''}`;

/**
 * The account's users: a table from md up; on a phone a list, each user's email and role under
 * the name (four columns did not fit: the role and location were scrolled out of sight).
 */
function DirectoryUsers({ users }: { users: Account['users'] }) {
  const { t } = useTranslation('company');
  const phone = usePhoneLayout();
  const role = (u: DirectoryUser) => t(`directory.roles.${u.userRoleKey}`);
  if (phone) {
    return (
      <Stack as="ul" gap={0} listStyleType="none" m={0} p={0} aria-label={t('directory.users')}>
        {users.map((u) => (
          <Stack as="li" key={userKey(u)} gap={0.5} py={2} borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
            <Text fontWeight="medium">{u.displayName}</Text>
            <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
              <BreakableAddress text={u.email} />
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {u.locationName ? `${role(u)} · ${u.locationName}` : role(u)}
            </Text>
          </Stack>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollArea tabIndex={0} role="group" aria-label={t('directory.users')}>
      <Table.Root size="sm" aria-label={t('directory.users')}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('directory.name')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('directory.email')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('directory.role')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('directory.location')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {users.map((u) => (
            <Table.Row key={userKey(u)}>
              <Table.Cell>{u.displayName}</Table.Cell>
              <Table.Cell overflowWrap="anywhere">
                <BreakableAddress text={u.email} />
              </Table.Cell>
              <Table.Cell>{role(u)}</Table.Cell>
              <Table.Cell>{u.locationName ?? ''}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
