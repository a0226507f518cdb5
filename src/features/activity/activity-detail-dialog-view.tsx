import { Box, Button, CloseButton, Dialog, Flex, Portal, Text } from '@chakra-ui/react';
import { CircleAlert, Headset } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ContactLinkScope } from '@/components/contact-links';
import { useStepAsideForPhone } from '@/components/use-step-aside-for-phone';
import { messageTypes, type MessageType } from '@/contract/activity';
import { displayFrom, type ActivityMessage } from '@/domain/activity/activity-format';
import { formatDateTime } from '@/lib/dates';
import { useAssistStore } from '@/stores/assist-store';
import { InboundCallBody, OutboundCallBody } from './activity-detail-call';
import { ChatBody } from './activity-detail-chat';
import type { ActivityDetailDialogProps } from './activity-detail-dialog';
import { AssistBody } from './activity-detail-task';
import { TextConversationBody } from './activity-detail-text';
import { DetailTriage } from './activity-detail-triage';
import { ActivityTypeIcon } from './activity-type-icon';

const knownType = (type: string): type is MessageType => (messageTypes as readonly string[]).includes(type);

/** The body by messageType (spec core §2 Activity detail dialog). */
function DetailBody({ m }: { m: ActivityMessage }) {
  const { t } = useTranslation('activity');
  switch (m.messageType) {
    case 'OC':
      return <OutboundCallBody m={m} />;
    case 'IC':
    case 'VIP':
    case 'VM':
    case 'AGENT':
    case 'AGENT+VM':
      return <InboundCallBody m={m} />;
    case 'SMS':
    case 'TEXT':
      return <TextConversationBody m={m} />;
    case 'CHAT':
      return <ChatBody m={m} />;
    case 'CS':
    case 'TASK':
      return <AssistBody m={m} />;
    default:
      return <Text>{t('detail.unknownType', { id: m.messageId, type: m.messageType })}</Text>;
  }
}

/** The dialog itself, loaded on its first opening (activity-detail-dialog.tsx). */
export function ActivityDetailDialogView({ message, userId, onAction, onClose, renderContactLink, renderActions }: ActivityDetailDialogProps) {
  const open = message !== null;
  useStepAsideForPhone(open, onClose);
  const { t } = useTranslation('activity');
  const typeLabel = message ? (knownType(message.messageType) ? t(`types.${message.messageType}`) : t('types.unknown')) : '';
  return (
    <Dialog.Root
      lazyMount
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content minH={{ base: '100dvh', md: 'auto' }} borderRadius={{ base: '0', md: 'l3' }}>
            {message ? (
              <>
                <Dialog.Header flexDirection="column" alignItems="stretch" gap={2} pe={12}>
                  <Flex align="center" gap={3} minW={0}>
                    <ActivityTypeIcon type={message.messageType} robo={message.taskStatus === 'BLOCKED'} />
                    <Box minW={0}>
                      <Flex align="center" gap={1} minW={0}>
                        <Dialog.Title truncate>{displayFrom(message)}</Dialog.Title>
                        {message.urgent === 'Y' ? (
                          <Flex as="span" align="center" gap={1} color="red.fg" fontSize="sm" flexShrink={0}>
                            <CircleAlert size={16} aria-hidden />
                            {t('detail.urgent')}
                          </Flex>
                        ) : null}
                      </Flex>
                      <Text fontSize="sm" color="fg.muted">
                        {typeLabel} · {formatDateTime(message.taken)}
                      </Text>
                    </Box>
                  </Flex>
                  <DetailTriage message={message} userId={userId} onAction={onAction} />
                  {renderActions?.(message)}
                </Dialog.Header>
                <Dialog.Body>
                  <ContactLinkScope render={renderContactLink} accountId={message.accountId}>
                    <DetailBody m={message} />
                  </ContactLinkScope>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button
                    variant="outline"
                    onClick={() => {
                      const reference = { referenceMessageId: message.messageId, referenceTaskId: message.taskId ?? null, locationId: message.locationId ?? null };
                      onClose();
                      useAssistStore.getState().openWith(reference);
                    }}
                  >
                    <Headset size={18} aria-hidden />
                    {t('detail.requestAssist')}
                  </Button>
                </Dialog.Footer>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={t('detail.close')} />
                </Dialog.CloseTrigger>
              </>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
