import './integrations-i18n';
import { Button, Menu, Portal } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { integrationsMutations } from '@/api/integrations/integrations.mutations';
import { integrationsQueries } from '@/api/integrations/integrations.queries';
import { useCurrentUser, useSessionScope } from '@/app/session/session';
import { canSeeIntegrations } from '@/lib/roles';
import { ignoreFailure } from '@/lib/ignore-failure';
import { showSnack } from '@/stores/snackbar-store';
import { linkTitles } from './logic/link-title';
import { fixedLayerPositioning } from '@/components/fixed-layer-positioning';

/**
 * Transfer one activity to one of the user's authorised links (billing-account §4 per-activity
 * transfer): 'The activity was successfully queued for transfer.' When nothing was queued because
 * the activity is already waiting for that link, the user reads that instead (a second click
 * sends it once, not twice). Shown only for the user's own deliveries and to users who may use
 * Integrations.
 */
export function TransferMenu({ deliveryId, userId }: { deliveryId: number | null; userId: number | null }) {
  const user = useCurrentUser();
  if (deliveryId === null || userId !== user.userId || !canSeeIntegrations(user)) return null;
  return <TransferMenuButton deliveryId={deliveryId} />;
}

function TransferMenuButton({ deliveryId }: { deliveryId: number }) {
  const { t } = useTranslation('integrations');
  const scope = useSessionScope();
  const queryClient = useQueryClient();
  const links = useQuery(integrationsQueries.links(scope));
  const transfer = useMutation(integrationsMutations.transfer(scope, queryClient));
  const all = links.data?.links ?? [];
  const ready = all.filter((l) => l.settingUp === 'N');
  // Numbered among all the links, so each keeps the name its card on Integrations shows.
  const titles = linkTitles(all);
  if (ready.length === 0) return null;
  return (
    <Menu.Root lazyMount positioning={{ ...fixedLayerPositioning, placement: 'bottom-start' }}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline" alignSelf="flex-start" loading={transfer.isPending}>
          <Send size={14} aria-hidden />
          {t('transfer.menu')}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {ready.map((link) => (
              <Menu.Item
                key={link.transferLinkId}
                value={String(link.transferLinkId)}
                onSelect={() =>
                  // The promise, not mutate's onSuccess: the notice outlives the detail dialog
                  // closed while the links are read again (failures are the mutation cache's).
                  transfer.mutateAsync({ transferLinkId: link.transferLinkId, deliveryId }).then(
                    (answer) =>
                      showSnack(
                        answer.deliveriesQueued > 0
                          ? { message: t('transfer.queued'), tone: 'success' }
                          : { message: t('transfer.alreadyWaiting', { name: titles.get(link.transferLinkId) }), tone: 'info' },
                      ),
                    ignoreFailure,
                  )
                }
              >
                {t('transfer.item', { name: titles.get(link.transferLinkId) })}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
