import { Menu, Portal } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contact } from '@/contract/contacts';

/** The row menu itself, mounted open on the first click (contact-row-menu.tsx); `trigger` is the row's button. */
export function ContactRowMenuView({ contact, onDelete, trigger }: { contact: Contact; onDelete: (contact: Contact) => void; trigger: ReactElement }) {
  const { t } = useTranslation('contacts');
  return (
    <Menu.Root lazyMount defaultOpen positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
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
