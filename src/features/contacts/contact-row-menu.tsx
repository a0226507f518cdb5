import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { EllipsisVertical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Contact } from '@/contract/contacts';

/** The row menu: 'Delete Contact' (core §2, §4 Contacts). */
export function ContactRowMenu({ contact, onDelete }: { contact: Contact; onDelete: (contact: Contact) => void }) {
  const { t } = useTranslation('contacts');
  return (
    <Menu.Root lazyMount positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton size="sm" variant="ghost" aria-label={t('contacts.rowMenu', { name: contact.displayName })}>
          <EllipsisVertical size={16} />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="delete" color="fg.error" onSelect={() => onDelete(contact)}>
              {t('contacts.deleteContact')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
