import './text-i18n';
import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useSingleFlightMutation } from '@/api/http/use-single-flight-mutation';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/http/error-policy';
import { textMutations } from '@/api/text/text.mutations';
import { useCurrentUser, useSessionScope } from '@/app/session/session';
import { FormDialog } from '@/components/form-dialog';
import { PhoneNumberInput } from '@/components/phone-number-input';
import { OwnNumberSelect } from '@/components/own-number-select';
import { canSendText, sendableNumbers } from '@/domain/text/text-rules';
import { formatUsDisplay } from '@/lib/phone';
import { showSnack } from '@/stores/snackbar-store';
import { useSendTextStore } from '@/stores/send-text-store';
import { searchContactPhones } from './logic/contact-search';
import { MessageField } from './message-field';

/** Renders the Send Text dialog while the store says it is open (mounted once, by the root route). */
export function SendTextHost() {
  const open = useSendTextStore((s) => s.open);
  const destination = useSendTextStore((s) => s.destination);
  const close = useSendTextStore((s) => s.close);
  return open ? <SendTextDialog initialDestination={destination} onClose={close} /> : null;
}

/**
 * Send Text (core §2 Other dialogs, §5 Send text): contact search from 3 characters, the
 * destination number, the source number (ACTIVE with dlcVerified Y, on accounts of a
 * non-restricted role), the message up to 1000 characters with a counter. Send is enabled by the
 * spec's rule; on success the dialog closes and the message is cleared.
 */
export function SendTextDialog({ initialDestination, onClose }: { initialDestination: string | null; onClose: () => void }) {
  const { t } = useTranslation('text');
  const user = useCurrentUser();
  const scope = useSessionScope();
  const queryClient = useQueryClient();
  const sources = useMemo(() => sendableNumbers(user.patchNumbers, user.userAccountRoles), [user]);
  const [search, setSearch] = useState('');
  const [destination, setDestination] = useState<string | null>(initialDestination);
  const [entryKey, setEntryKey] = useState(0);
  const [sourceId, setSourceId] = useState<number | null>(sources[0]?.phoneNumberId ?? null);
  const [message, setMessage] = useState('');
  // The dialog shows a refusal beside the message (kept); the shared snack said it a second time.
  // The thread's reply box has no such line and keeps the snack.
  const send = useSingleFlightMutation({ ...textMutations.send(scope, queryClient), meta: { skipErrorSnack: true } });
  const matches = useMemo(() => searchContactPhones(user.contacts, search), [user.contacts, search]);
  const enabled = canSendText({ message, destination, sourcePhoneNumberId: sourceId, sending: send.isPending });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!enabled || !destination || sourceId === null) return;
    send.mutate(
      { sourcePhoneNumberId: sourceId, destinationPhoneNumber: destination, message },
      {
        onSuccess: () => {
          setMessage('');
          showSnack({ message: t('sent'), tone: 'success' });
          onClose();
        },
      },
    );
  };

  return (
    <FormDialog
      title={t('dialog.title')}
      onSubmit={submit}
      onClose={onClose}
      pending={send.isPending}
      submitLabel={t('send')}
      submitDisabled={!enabled}
      cancelLabel={t('dialog.cancel')}
      closeLabel={t('dialog.close')}
      problem={send.isError ? errorMessage(send.error) : null}
    >
      <Field.Root>
        <Field.Label>{t('dialog.contact')}</Field.Label>
        <Input value={search} placeholder={t('dialog.contactPlaceholder')} maxLength={100} onChange={(e) => setSearch(e.currentTarget.value)} />
        <Field.HelperText>{t('dialog.contactHelp')}</Field.HelperText>
      </Field.Root>
      {search.trim().length >= 3 ? (
        matches.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            {t('dialog.noContacts')}
          </Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap={1} m={0} p={0}>
            {matches.map((m) => (
              <li key={m.key}>
                <Button
                  variant="ghost"
                  size="sm"
                  w="full"
                  justifyContent="flex-start"
                  onClick={() => {
                    setDestination(m.phoneNumber);
                    setEntryKey((k) => k + 1);
                    setSearch('');
                  }}
                >
                  {m.name} · {formatUsDisplay(m.phoneNumber)}
                  {m.description ? ` (${m.description})` : ''}
                </Button>
              </li>
            ))}
          </Stack>
        )
      ) : null}
      <PhoneNumberInput
        key={entryKey}
        label={t('dialog.destination')}
        defaultValue={destination ? formatUsDisplay(destination) : ''}
        required
        onChange={(change) => setDestination(change.e164)}
      />
      <Field.Root required disabled={sources.length === 0}>
        <Field.Label>{t('dialog.source')}</Field.Label>
        <OwnNumberSelect numbers={sources} value={sourceId} onChange={setSourceId} />
        {sources.length === 0 ? <Field.HelperText>{t('dialog.noSource')}</Field.HelperText> : null}
      </Field.Root>
      <MessageField value={message} onChange={setMessage} />
    </FormDialog>
  );
}
