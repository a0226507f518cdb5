import { Card, Flex, Heading, Progress, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { UserAccountRole } from '@/contract/session';
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
                        used: Math.round(figure.used).toLocaleString('en-US'),
                        plan: Math.round(figure.plan).toLocaleString('en-US'),
                      })}
                    </Text>
                  </Flex>
                  {figure.combined ? (
                    <Text fontSize="xs" color="fg.muted" title={t('usage.combinedHint')}>
                      {t('usage.combined')}
                    </Text>
                  ) : null}
                  <Progress.Root
                    value={Math.min(percent, 100)}
                    max={100}
                    size="sm"
                    colorPalette={usageColor[usageLevel(percent)]}
                    // The track (role progressbar) takes its accessible name from this translation.
                    translations={{ value: () => t(figure.combined ? 'usage.combinedPercent' : 'usage.percent', { percent }) }}
                  >
                    <Progress.Track rounded="full">
                      <Progress.Range />
                    </Progress.Track>
                  </Progress.Root>
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
