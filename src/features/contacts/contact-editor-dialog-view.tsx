import {
  Button,
  CloseButton,
  Dialog,
  Field,
  Flex,
  Heading,
  Input,
  Portal,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useSingleFlightMutation } from '@/api/http/use-single-flight-mutation';
import { Mail, Phone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contactsMutations } from '@/api/contacts/contacts.mutations';
import { errorMessage } from '@/api/http/error-policy';
import { useSessionScope } from '@/app/session/session';
import {
  addMethod,
  canSaveContact,
  findDuplicateContact,
  planContactSave,
  setField,
  toCreateRequest,
  toEditable,
  toggleMethodDeleted,
  updateMethod,
  type ContactField,
  type EditableContact,
} from '@/lib/contact-rules';
import { showSnack } from '@/stores/snackbar-store';
import type { ContactEditorDialogProps } from './contact-editor-dialog';
import { ContactMethodRow } from './contact-method-row';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';

const fields: {
  field: ContactField;
  key: 'firstName' | 'lastName' | 'jobTitle' | 'business';
}[] = [
  { field: 'firstName', key: 'firstName' },
  { field: 'lastName', key: 'lastName' },
  { field: 'title', key: 'jobTitle' },
  { field: 'business', key: 'business' },
];

function methodLabels(contact: EditableContact, phone: string, email: string): Map<string, string> {
  const labels = new Map<string, string>();
  let phones = 0;
  let emails = 0;
  for (const m of contact.contactMethods) {
    labels.set(m.contactMethodId, m.contactMethodType === 'PHONE' ? `${phone} ${++phones}` : `${email} ${++emails}`);
  }
  return labels;
}

/** The editor itself, loaded when first shown (contact-editor-dialog.tsx). */
export function ContactEditorDialogView({ contact, contacts, initial, onClose }: ContactEditorDialogProps) {
  const { t } = useTranslation('contacts');
  const scope = useSessionScope();
  const queryClient = useQueryClient();
  const create = useSingleFlightMutation({
    ...contactsMutations.create(scope, queryClient),
    meta: { skipErrorSnack: true },
  });
  const save = useSingleFlightMutation({
    ...contactsMutations.save(scope, queryClient),
    meta: { skipErrorSnack: true },
  });
  const [draft, setDraft] = useState<EditableContact>(() => initial ?? toEditable(contact));
  const [problem, setProblem] = useState<string | null>(null);
  const [guardOpen, setGuardOpen] = useState(false);
  const pending = create.isPending || save.isPending;
  const isNew = contact === null;
  const saveable = canSaveContact(draft) && !pending;
  const labels = methodLabels(draft, t('contacts.columns.phone'), t('contacts.email'));

  const change = (next: EditableContact) => {
    setProblem(null);
    setDraft(next);
  };

  const requestClose = () => {
    if (pending) return;
    if (draft.changed) setGuardOpen(true);
    else onClose();
  };

  const done = (message: string) => {
    showSnack({ message, tone: 'success' });
    onClose();
  };
  const failed = (error: unknown) => {
    setGuardOpen(false);
    setProblem(errorMessage(error));
  };

  const submit = () => {
    if (!canSaveContact(draft) || pending) return;
    if (!contact) {
      const duplicate = findDuplicateContact(draft, contacts);
      if (duplicate) {
        setGuardOpen(false);
        setProblem(t('contacts.duplicate', { name: duplicate.displayName }));
        return;
      }
      create.mutate(toCreateRequest(draft), {
        onSuccess: () => done(t('contacts.created')),
        onError: failed,
      });
    } else {
      save.mutate(planContactSave(contact, draft), {
        onSuccess: () => done(t('contacts.saved')),
        onError: failed,
      });
    }
  };

  return (
    <>
      <Dialog.Root
        lazyMount
        open
        onOpenChange={(d) => !d.open && requestClose()}
        placement="center"
        size={{ base: 'full', md: 'lg' }}
        scrollBehavior="inside"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content minH={{ base: '100dvh', md: 'auto' }} borderRadius={{ base: '0', md: 'l3' }}>
              <Dialog.Header>
                <Dialog.Title>{contact?.displayName || t('contacts.newContact')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap={5}>
                  <SimpleGrid columns={{ base: 1, sm: 2 }} gap={3}>
                    {fields.map(({ field, key }) => (
                      <Field.Root key={field}>
                        <Field.Label>{t(`contacts.${key}`)}</Field.Label>
                        <Input
                          value={draft[field]}
                          maxLength={100}
                          onChange={(e) => change(setField(draft, field, e.currentTarget.value))}
                        />
                      </Field.Root>
                    ))}
                  </SimpleGrid>
                  <Stack gap={3}>
                    <Heading as="h3" size="sm">
                      {t('contacts.methods')}
                    </Heading>
                    {draft.contactMethods.map((m) => (
                      <ContactMethodRow
                        key={m.contactMethodId}
                        method={m}
                        label={labels.get(m.contactMethodId) ?? ''}
                        onChange={(patch) => change(updateMethod(draft, m.contactMethodId, patch))}
                        onToggleDelete={() => change(toggleMethodDeleted(draft, m.contactMethodId))}
                      />
                    ))}
                    <Flex gap={2} wrap="wrap">
                      <Button size="sm" variant="outline" onClick={() => change(addMethod(draft, 'PHONE'))}>
                        <Phone size={14} aria-hidden />
                        {t('contacts.addPhone')}
                      </Button>
                      <Button size="sm" variant="outline" onClick={() => change(addMethod(draft, 'EMAIL'))}>
                        <Mail size={14} aria-hidden />
                        {t('contacts.addEmail')}
                      </Button>
                    </Flex>
                  </Stack>
                  {problem ? (
                    <Text role="alert" color="red.fg" fontSize="sm">
                      {problem}
                    </Text>
                  ) : null}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={requestClose} disabled={pending}>
                  {t('contacts.close')}
                </Button>
                <Button colorPalette="brand" onClick={submit} disabled={!saveable} loading={pending}>
                  {isNew ? t('contacts.createContact') : t('contacts.saveChanges')}
                </Button>
              </Dialog.Footer>
              <CloseButton
                size="sm"
                position="absolute"
                top="3"
                insetEnd="3"
                aria-label={t('contacts.close')}
                onClick={requestClose}
              />
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <UnsavedChangesDialog
        open={guardOpen}
        isNew={isNew}
        canSave={canSaveContact(draft)}
        pending={pending}
        onSave={submit}
        onDiscard={() => {
          setGuardOpen(false);
          onClose();
        }}
        onKeepEditing={() => setGuardOpen(false)}
      />
    </>
  );
}
