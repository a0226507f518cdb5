import { Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { UserAccountRole } from '@/contract/session';
import { formatWholeNumber } from '@/lib/whole-number';
import { UsageBar } from './usage-bar';
import { hasUsage, usageColor, usageFigure, usageLevel, usagePercent } from './usage-level';
import './dashboard-i18n';

/**
 * Current Usage (core §6, §9): plan minutes used per account — the caller passes the
 * global-admin accounts. An account with showCombinedUsage Y shows its combined usage (with its
 * sub-accounts), labelled as such; the bar takes the warning colours at 75, 90 and 100 percent.
 */
export function UsagePanel({ roles }: { roles: UserAccountRole[] }) {
  const { t } = useTranslation('dashboard');
  const rows = roles.map((role) => ({ role, figure: usageFigure(role) })).filter(({ figure }) => hasUsage(figure));
  return (
    <Card.Root variant="outline" bg="bg.panel">
      <Card.Header pb={2}>
        <Heading as="h2" size="md">
          {t('usage.title')}
        </Heading>
      </Card.Header>
      <Card.Body pt={2}>
        {rows.length === 0 ? (
          <Text color="fg.muted">{t('usage.none')}</Text>
        ) : (
          <Stack gap={5}>
            {rows.map(({ role, figure }) => {
              const percent = usagePercent(figure.used, figure.plan);
              const name = role.locationName ? `${role.accountName} – ${role.locationName}` : role.accountName;
              return (
                <Stack key={`${role.accountId}-${role.locationId ?? ''}`} gap={1.5}>
                  <Flex justify="space-between" gap={2} fontSize="sm">
                    <Text fontWeight="medium" truncate>
                      {name}
                    </Text>
                    <Text color="fg.muted" flexShrink={0}>
                      {t('usage.minutesUsed', {
                        used: formatWholeNumber(figure.used),
                        plan: formatWholeNumber(figure.plan),
                      })}
                    </Text>
                  </Flex>
                  {figure.combined ? (
                    <Text fontSize="xs" color="fg.muted" title={t('usage.combinedHint')}>
                      {t('usage.combined')}
                    </Text>
                  ) : null}
                  <UsageBar
                    percent={percent}
                    colorPalette={usageColor[usageLevel(percent)]}
                    label={t(figure.combined ? 'usage.combinedPercent' : 'usage.percent', { percent })}
                  />
                  <Text fontSize="xs" color="fg.muted">
                    {t('usage.daysLeft', { count: role.daysLeft })}
                  </Text>
                </Stack>
              );
            })}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
