import { Badge, Box, Card, Flex, HStack, IconButton, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { EllipsisVertical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TransferLink } from '@/contract/integrations';
import { CONTACT_IMPORT_TRANSFER_KEY, WEBHOOK_TRANSFER_KEYS } from '@/domain/integrations/link-setup';
import { customRuleCount, linkStatus, transferMode } from '@/domain/integrations/transfer-mode';

export type LinkAction = 'automatic' | 'rules' | 'backfill' | 'import' | 'webhook' | 'authorize' | 'delete';

const countKeys = ['sent', 'queued', 'retry', 'failed'] as const;

/** One link: service, status line, transfer mode, the four counts and its menu (billing-account §2, §4). */
export function LinkCard({
  link,
  title,
  onAction,
}: {
  link: TransferLink;
  /** Its name among the user's links (logic/link-title: numbered where two would read the same). */
  title: string;
  onAction: (action: LinkAction, link: TransferLink) => void;
}) {
  const { t } = useTranslation('integrations');
  const status = linkStatus(link);
  const mode = transferMode(link.transferRules);
  const custom = customRuleCount(link.transferRules);
  const statusText =
    status.kind === 'settingUp' ? t('status.settingUp') : status.kind === 'attention' ? t('status.attention', { message: status.message }) : t('status.up');
  return (
    <Card.Root size="sm" as="li" aria-label={title}>
      <Card.Body>
        <Flex gap={3} align="flex-start" justify="space-between">
          <Stack gap={1} minW={0}>
            <Text fontWeight="semibold" truncate>
              {title}
            </Text>
            <Text fontSize="sm" color={status.kind === 'up' ? 'green.fg' : 'red.fg'} data-testid="link-status">
              {statusText}
            </Text>
            <Text fontSize="sm" data-testid="link-mode">
              {t(`mode.${mode}`)}
            </Text>
          </Stack>
          <Menu.Root lazyMount positioning={{ placement: 'bottom-end' }}>
            <Menu.Trigger asChild>
              <IconButton size="sm" variant="ghost" aria-label={t('menu.label', { name: title })}>
                <EllipsisVertical size={16} />
              </IconButton>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content>
                  {link.settingUp === 'Y' ? (
                    <Menu.Item value="authorize" onSelect={() => onAction('authorize', link)}>
                      {t('menu.authorize')}
                    </Menu.Item>
                  ) : null}
                  <Menu.Item value="automatic" onSelect={() => onAction('automatic', link)}>
                    {mode === 'all' ? t('menu.disable') : t('menu.enable')}
                  </Menu.Item>
                  <Menu.Item value="rules" onSelect={() => onAction('rules', link)}>
                    {custom > 0 ? t('menu.modifyRulesCount', { count: custom }) : t('menu.modifyRules')}
                  </Menu.Item>
                  <Menu.Item value="backfill" disabled={link.settingUp === 'Y'} onSelect={() => onAction('backfill', link)}>
                    {t('menu.backFill')}
                  </Menu.Item>
                  {link.transferKey === CONTACT_IMPORT_TRANSFER_KEY ? (
                    <Menu.Item value="import" disabled={link.settingUp === 'Y'} onSelect={() => onAction('import', link)}>
                      {t('menu.importContacts')}
                    </Menu.Item>
                  ) : null}
                  {WEBHOOK_TRANSFER_KEYS.includes(link.transferKey) ? (
                    <Menu.Item value="webhook" onSelect={() => onAction('webhook', link)}>
                      {t('menu.webhook')}
                    </Menu.Item>
                  ) : null}
                  <Menu.Item value="delete" color="fg.error" onSelect={() => onAction('delete', link)}>
                    {t('menu.delete')}
                  </Menu.Item>
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        </Flex>
        <HStack as="dl" gap={{ base: 2, md: 4 }} mt={3} wrap="wrap" aria-label={t('counts.label')}>
          {countKeys.map((key) => (
            <Box key={key} display="flex" gap={1} alignItems="center">
              <Text as="dt" fontSize="xs" color="fg.muted">
                {t(`counts.${key}`)}
              </Text>
              <Badge as="dd" m={0} variant="subtle" colorPalette={key === 'failed' && link.failed > 0 ? 'red' : key === 'retry' && link.retry > 0 ? 'orange' : 'gray'} data-testid={`count-${key}`}>
                {link[key]}
              </Badge>
            </Box>
          ))}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
