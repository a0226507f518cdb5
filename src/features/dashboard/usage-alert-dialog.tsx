import { Button, Card, CloseButton, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSingleFlightMutation } from '@/api/http/use-single-flight-mutation';
import { sessionMutations } from '@/api/session/session.mutations';
import { useSessionScope } from '@/app/session/session';
import type { User } from '@/contract/session';
import { canSeeBilling } from '@/lib/roles';
import { formatWholeNumber } from '@/lib/whole-number';
import { UsageBar } from './usage-bar';
import { usageColor, usageLevel, usagePercent } from './usage-level';
import './dashboard-i18n';

/**
 * The usage alert (billing-account §4): pending usage notifications one at a time; dismissing
 * acknowledges the notification (POST /api/me/ackNotification) and shows the next, if any.
 * It is a non-modal alert dialog at the top of the dashboard: it asks for attention without
 * locking the page behind it.
 */
export function UsageAlertDialog({ user }: { user: User }) {
  const notification = user.usageNotifications[0];
  // One card per notification: the next one, shown while the last dismissal is on its way, has
  // its own dismissal (not the spinner of the one before).
  return notification ? <UsageAlert key={notification.usageNotificationId} user={user} notification={notification} /> : null;
}

function UsageAlert({ user, notification }: { user: User; notification: User['usageNotifications'][number] }) {
  const { t } = useTranslation('dashboard');
  const scope = useSessionScope();
  const queryClient = useQueryClient();
  const ack = useSingleFlightMutation(sessionMutations.ackNotification(scope, queryClient));
  const titleId = useId();
  const bodyId = useId();
  const account = user.userAccountRoles.find((r) => r.accountId === notification.accountId)?.accountName;
  const percent = usagePercent(notification.currentUsage, notification.includedMinutes);
  const level = usageLevel(percent);
  const values = {
    account,
    used: formatWholeNumber(notification.currentUsage),
    included: formatWholeNumber(notification.includedMinutes),
  };
  const dismiss = () => {
    if (!ack.isPending) ack.mutate(notification.usageNotificationId);
  };
  return (
    <Card.Root
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      variant="outline"
      borderColor={`${usageColor[level === 'normal' ? 'warning' : level]}.500`}
      borderWidth="2px"
      bg="bg.panel"
      mb={{ base: 4, md: 6 }}
    >
      <Card.Body p={{ base: 3, md: 4 }}>
        <Flex gap={3} align="flex-start">
          <TriangleAlert size={22} aria-hidden />
          <Stack gap={2} flex="1" minW={0}>
            <Heading as="h2" size="md" id={titleId}>
              {t('usageAlert.title')}
            </Heading>
            <Text id={bodyId}>{account ? t('usageAlert.body', values) : t('usageAlert.bodyNoAccount', values)}</Text>
            <UsageBar percent={percent} colorPalette={usageColor[level]} label={`${percent}%`} maxW="md" />
            <Text fontSize="sm" color="fg.muted">
              {t('usageAlert.hint')}
            </Text>
            <Flex gap={2} wrap="wrap" mt={1}>
              <Button size="sm" colorPalette="brand" onClick={dismiss} loading={ack.isPending}>
                {t('usageAlert.dismiss')}
              </Button>
              {canSeeBilling(user) ? (
                <Button asChild size="sm" variant="outline">
                  <RouterLink to="/billing">{t('usageAlert.viewBilling')}</RouterLink>
                </Button>
              ) : null}
            </Flex>
          </Stack>
          <CloseButton size="sm" aria-label={t('usageAlert.dismiss')} onClick={dismiss} display={{ base: 'none', md: 'inline-flex' }} />
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
