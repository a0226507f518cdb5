import { Card, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Account } from '@/contract/account';
import { formatUsDisplay } from '@/domain/numbers/us-display';

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
            {account.users.length === 0 ? (
              <Text color="fg.muted">{t('directory.noUsers')}</Text>
            ) : (
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
                    {account.users.map((u) => (
                      <Table.Row key={`${u.userId}-${u.userRoleKey}-${u.locationName ?? ''}`}>
                        <Table.Cell>{u.displayName}</Table.Cell>
                        <Table.Cell wordBreak="break-all">{u.email}</Table.Cell>
                        <Table.Cell>{u.userRoleKey}</Table.Cell>
                        <Table.Cell>{u.locationName ?? ''}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            )}
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
                      <Table.Cell>{p.status}</Table.Cell>
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
