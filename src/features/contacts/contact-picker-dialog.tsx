import { Button, CloseButton, Dialog, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contact } from '@/contract/contacts';
import { matchesContactSearch } from '@/lib/contact-rules';
import { formatUsDisplay } from '@/lib/phone';

interface ContactPickerDialogProps {
  title: string;
  contacts: readonly Contact[];
  onPick: (contact: Contact) => void;
  onClose: () => void;
}

/** Pick one contact (Search Multiple Contact Matches, Add To Contact). Mount while open. */
export function ContactPickerDialog({ title, contacts, onPick, onClose }: ContactPickerDialogProps) {
  const { t } = useTranslation('contacts');
  const [search, setSearch] = useState('');
  const shown = useMemo(() => contacts.filter((c) => matchesContactSearch(c, search)).slice(0, 50), [contacts, search]);
  return (
    <Dialog.Root
      lazyMount
      open
      onOpenChange={(d) => !d.open && onClose()}
      placement="center"
      size={{ base: 'full', md: 'md' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content minH={{ base: '100dvh', md: 'auto' }} borderRadius={{ base: '0', md: 'l3' }}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap={3}>
                {contacts.length > 5 ? (
                  <Input
                    type="search"
                    aria-label={t('link.pickerSearch')}
                    placeholder={t('link.pickerSearch')}
                    value={search}
                    onChange={(e) => setSearch(e.currentTarget.value)}
                  />
                ) : null}
                {shown.length === 0 ? <Text color="fg.muted">{t('link.noContacts')}</Text> : null}
                <Stack as="ul" listStyleType="none" gap={1}>
                  {shown.map((c) => (
                    <li key={c.contactId}>
                      <Button
                        variant="ghost"
                        w="full"
                        justifyContent="flex-start"
                        h="auto"
                        py={2}
                        onClick={() => onPick(c)}
                      >
                        <Stack gap={0} align="flex-start" textAlign="start">
                          <Text fontWeight="medium">{c.displayName}</Text>
                          <Text fontSize="sm" color="fg.muted">
                            {[
                              c.business,
                              ...c.contactMethods.map((m) =>
                                m.phoneNumber ? formatUsDisplay(m.phoneNumber) : m.email,
                              ),
                            ]
                              .filter(Boolean)
                              .join(' · ')}
                          </Text>
                        </Stack>
                      </Button>
                    </li>
                  ))}
                </Stack>
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('contacts.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
