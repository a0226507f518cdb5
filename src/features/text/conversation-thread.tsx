import { Box, Button, Flex, Heading, IconButton, Image, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useSingleFlightMutation } from '@/api/http/use-single-flight-mutation';
import { ArrowLeft, Image as ImageIcon } from 'lucide-react';
import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { textMutations } from '@/api/text/text.mutations';
import { useSessionScope } from '@/app/session/session';
import type { SmsTask } from '@/contract/text';
import { canSendText } from '@/domain/text/text-rules';
import { formatDateTime } from '@/lib/dates';
import { ContactLinkScope, LinkedText, PhoneValue, type RenderContactLink } from '@/components/contact-links';
import { formatUsDisplay } from '@/lib/phone';
import { conversationTitle } from './logic/conversation-search';
import { MessageField } from './message-field';
import { useTextDraftsStore } from '@/stores/text-drafts-store';

type ThreadText = SmsTask['messages'][number];

/** The images of a text's form content (MMS): shown when they are addresses, named otherwise. */
function TextImages({ text }: { text: ThreadText }) {
  const { t } = useTranslation('text');
  const images = (text.formContent?.fields ?? []).filter((f) => f.type === 'IMAGE' && f.value);
  return images.map((f) =>
    /^https:\/\//.test(String(f.value)) ? (
      <Image key={f.formFieldId} src={String(f.value)} alt={t('image')} maxW="240px" maxH="240px" rounded="md" mt={1} />
    ) : (
      <Flex key={f.formFieldId} align="center" gap={1} fontSize="sm" mt={1} color="fg.muted">
        <ImageIcon size={16} aria-hidden />
        <Text as="span">
          {t('image')}: {String(f.value)}
        </Text>
      </Flex>
    ),
  );
}

/**
 * One conversation: the texts (staff on the right), and the message box only when the number may
 * send (ACTIVE with dlcVerified Y, core §2).
 */
export function ConversationThread({ task, onBack, renderContactLink }: { task: SmsTask; onBack?: () => void; renderContactLink?: RenderContactLink | undefined }) {
  const { t } = useTranslation('text');
  const scope = useSessionScope();
  const queryClient = useQueryClient();
  const message = useTextDraftsStore((state) => state.drafts[task.taskId] ?? '');
  const setDraft = useTextDraftsStore((state) => state.setDraft);
  const clearSent = useTextDraftsStore((state) => state.clearSent);
  const send = useSingleFlightMutation(textMutations.send(scope, queryClient));
  const endRef = useRef<HTMLLIElement>(null);
  const title = conversationTitle(task);
  const enabled = canSendText({ message, destination: task.ani, sourcePhoneNumberId: task.phoneNumberId, sending: send.isPending });

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [task.taskId, task.messages.length]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!enabled || task.phoneNumberId === null) return;
    const taskId = task.taskId;
    // The promise, not mutate's onSuccess: that one is skipped once the user has moved on to
    // another conversation, and the sent draft has to go either way.
    // A refusal is the shared error snack (src/app/query-client.ts); a second one here showed it twice.
    send.mutateAsync({ sourcePhoneNumberId: task.phoneNumberId, destinationPhoneNumber: task.ani, message }).then(
      () => clearSent(taskId, message),
      () => undefined,
    );
  };

  return (
    // The caller's number (and any number in a text) has the contact-link menu: call them, save them.
    <ContactLinkScope render={renderContactLink} accountId={task.accountId}>
      <Flex as="section" direction="column" h="full" flex="1 1 0" minH="0" aria-labelledby="text-thread-title">
        <Flex align="center" gap={2} pb={3} borderBottomWidth="1px">
          {onBack ? (
            <IconButton variant="ghost" size="sm" aria-label={t('back')} onClick={onBack}>
              <ArrowLeft size={18} />
            </IconButton>
          ) : null}
          <Box minW="0">
            <Heading as="h2" size="md" id="text-thread-title" truncate>
              {t('thread', { name: title })}
            </Heading>
            {/* The texter's number and the account's number each keep a line of their own when the
                width runs out: one truncated line cut the sending number off on a phone. */}
            <Flex fontSize="sm" color="fg.muted" wrap="wrap" columnGap={3}>
              <Text as="span">
                <PhoneValue value={task.ani} name={task.smsDisplayName} />
              </Text>
              <Text as="span" minW="0" overflowWrap="anywhere">
                {t('accountWithNumber', { account: task.accountName, number: formatUsDisplay(task.dnis) })}
              </Text>
            </Flex>
          </Box>
        </Flex>
        <Stack as="ol" listStyleType="none" m={0} p={0} py={3} gap={2} flex="1" overflowY="auto" minH="120px" aria-label={t('thread', { name: title })}>
          {task.messages.map((text) => {
            const fromStaff = text.sendingUser !== null;
            return (
              <Box as="li" key={text.messageId} alignSelf={fromStaff ? 'flex-end' : 'flex-start'} maxW="85%" bg={fromStaff ? 'brand.subtle' : 'bg.muted'} rounded="lg" px={3} py={2}>
                <Text fontSize="xs" color="fg.muted">
                  {fromStaff ? text.sendingUser : title} · {formatDateTime(text.taken)}
                </Text>
                {text.textContent ? (
                  <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
                    <LinkedText text={text.textContent} />
                  </Text>
                ) : null}
                <TextImages text={text} />
              </Box>
            );
          })}
          <li ref={endRef} aria-hidden />
        </Stack>
        {task.canReply ? (
          <form onSubmit={submit} noValidate>
            <Stack gap={2} borderTopWidth="1px" pt={3}>
              <MessageField value={message} onChange={(text) => setDraft(task.taskId, text)} />
              <Button type="submit" colorPalette="brand" alignSelf="flex-end" disabled={!enabled} loading={send.isPending}>
                {t('send')}
              </Button>
            </Stack>
          </form>
        ) : (
          <Text fontSize="sm" color="fg.muted" borderTopWidth="1px" pt={3}>
            {t('cannotReply')}
          </Text>
        )}
      </Flex>
    </ContactLinkScope>
  );
}
