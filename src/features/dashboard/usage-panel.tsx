import { Card, Flex, Heading, Progress, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { UserAccountRole } from '@/contract/user';
import { usageColor, usageLevel, usagePercent } from './usage-level';

/** Current Usage: plan minutes used per account (the global-admin accounts, spec core §6). */
export function UsagePanel({ roles }: { roles: UserAccountRole[] }) {
  const { t } = useTranslation('shell');
  const withPlan = roles.filter((role) => role.planMinutes > 0 || role.usedMinutes > 0);
  return (
    <Card.Root variant="outline" bg="bg.panel">
      <Card.Header pb={2}>
        <Heading as="h2" size="md">
          {t('screens.dashboard.currentUsage')}
        </Heading>
      </Card.Header>
      <Card.Body pt={2}>
        {withPlan.length === 0 ? (
          <Text color="fg.muted">{t('screens.dashboard.noUsage')}</Text>
        ) : (
          <Stack gap={5}>
            {withPlan.map((role) => {
              const percent = usagePercent(role.usedMinutes, role.planMinutes);
              const name = role.locationName ? `${role.accountName} – ${role.locationName}` : role.accountName;
              return (
                <Stack key={`${role.accountId}-${role.locationId ?? ''}`} gap={1.5}>
                  <Flex justify="space-between" gap={2} fontSize="sm">
                    <Text fontWeight="medium" truncate>
                      {name}
                    </Text>
                    <Text color="fg.muted" flexShrink={0}>
                      {t('screens.dashboard.minutesUsed', {
                        used: Math.round(role.usedMinutes).toLocaleString('en-US'),
                        plan: Math.round(role.planMinutes).toLocaleString('en-US'),
                      })}
                    </Text>
                  </Flex>
                  <Progress.Root
                    value={Math.min(percent, 100)}
                    max={100}
                    size="sm"
                    colorPalette={usageColor[usageLevel(percent)]}
                    aria-label={t('screens.dashboard.usagePercent', { percent })}
                  >
                    <Progress.Track rounded="full">
                      <Progress.Range />
                    </Progress.Track>
                  </Progress.Root>
                  <Text fontSize="xs" color="fg.muted">
                    {t('screens.dashboard.daysLeft', { count: role.daysLeft })}
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
