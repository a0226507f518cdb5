import { Box, Button, CloseButton, DataList, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/http/error-policy';
import { isPortalError } from '@/api/http/portal-error';
import { chatQueries } from '@/api/chat/chat.queries';
import { useSessionScope } from '@/app/session/session';
import { BreakableAddress } from '@/components/breakable-address';
import { ChatLines } from '@/components/chat-lines';
import { ContactLinkScope, emailFact, phoneFact } from '@/components/contact-links';
import { DetailTriageGroup } from '@/components/detail-triage-group';
import { useStepAsideForPhone } from '@/components/use-step-aside-for-phone';
import { cutWebsite } from '@/domain/activity/activity-format';
import { formatDateTime } from '@/lib/dates';
import { showSnack } from '@/stores/snackbar-store';
import type { ChatDetailDialogProps } from './chat-detail-dialog';
import { exportChatPdf } from './chat-export';
import { chatVisitor } from './chat-row';
import { ChatTriageControls } from './chat-triage-controls';

/** "Export PDF": the chat as the server has it now, rendered to an A4 "Chat Export" in a worker. */
function ExportPdfButton({ chatId }: { chatId: number }) {
  const { t } = useTranslation('chat');
  const scope = useSessionScope();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await exportChatPdf(await client.fetchQuery(chatQueries.detail(scope, chatId)), t);
    } catch (error) {
      // A request failure says why (the server's words); a failure building the PDF says so.
      showSnack({ message: isPortalError(error) ? errorMessage(error) : t('detail.exportFailed'), tone: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" variant="outline" colorPalette="brand" loading={busy} loadingText={t('detail.exportPdf')} onClick={() => void run()}>
      <FileDown size={16} aria-hidden />
      {t('detail.exportPdf')}
    </Button>
  );
}

/** The dialog itself, loaded on its first opening (chat-detail-dialog.tsx). */
export function ChatDetailDialogView({ chat, onClose, onAction, renderContactLink }: ChatDetailDialogProps) {
  const { t } = useTranslation('chat');
  useStepAsideForPhone(chat !== null, onClose);
  if (!chat) return null;
  const name = chatVisitor(chat, t('list.visitor'));
  // The visitor's number and email as in the activity detail: shown as the portal shows them,
  // with the contact-link menu.
  const facts: [string, ReactNode][] = [
    [t('detail.company'), chat.accountName],
    [t('detail.types'), chat.types.join(', ') || null],
    [t('detail.phone'), phoneFact(chat.visitorPhone, chat.visitorFullName)],
    [t('detail.email'), emailFact(chat.visitorEmail, chat.visitorFullName)],
    [t('detail.location'), chat.visitorLocation],
    [t('detail.website'), chat.website ? <span title={chat.website}><BreakableAddress text={cutWebsite(chat.website)} /></span> : null],
    [t('detail.agent'), chat.agentFullName],
    [t('detail.outcome'), chat.outcome],
  ];
  return (
    <Dialog.Root lazyMount open onOpenChange={(d) => !d.open && onClose()} placement="center" size={{ base: 'full', md: 'lg' }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content minH={{ base: '100dvh', md: 'auto' }} borderRadius={{ base: '0', md: 'l3' }}>
            {/* As in the activity detail: the title, then read / flag / archive, clear of the close button; a long name breaks. */}
            <Dialog.Header flexDirection="column" alignItems="stretch" gap={2} pe={12}>
              <Dialog.Title minW={0} overflowWrap="anywhere">
                {t('detail.title', { name })}
              </Dialog.Title>
              <DetailTriageGroup label={t('detail.triage')} heldLabel={t('list.held')} held={chat.held === true}>
                <ChatTriageControls chat={chat} onAction={onAction} />
              </DetailTriageGroup>
            </Dialog.Header>
            <Dialog.Body>
              <ContactLinkScope render={renderContactLink} accountId={chat.accountId}>
                <Stack gap={4}>
                  <Text color="fg.muted" fontSize="sm">
                    {formatDateTime(chat.created)}
                  </Text>
                  <DataList.Root orientation="horizontal" size="sm">
                    {facts
                      .filter(([, value]) => Boolean(value))
                      .map(([label, value]) => (
                        <DataList.Item key={label}>
                          <DataList.ItemLabel>{label}</DataList.ItemLabel>
                          {/* A long address breaks rather than running out of the dialog. */}
                          <DataList.ItemValue minW={0} overflowWrap="anywhere">{value}</DataList.ItemValue>
                        </DataList.Item>
                      ))}
                  </DataList.Root>
                  <Box>
                    <Text fontWeight="semibold" mb={2} id="chat-transcript">
                      {t('detail.transcript')}
                    </Text>
                    {chat.messages.length === 0 ? (
                      <Text color="fg.muted">{t('detail.noTranscript')}</Text>
                    ) : (
                      <ChatLines lines={chat.messages} aria-labelledby="chat-transcript" />
                    )}
                  </Box>
                </Stack>
              </ContactLinkScope>
            </Dialog.Body>
            <Dialog.Footer>
              <ExportPdfButton chatId={chat.chatId} />
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('detail.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
