import { Menu, Portal } from '@chakra-ui/react';
import { EllipsisVertical } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { listRowClass } from '@/components/list-row.styles';
import { opensOnArrowDown, useMountOnIntent } from '@/components/use-mount-on-intent';
import type { Contact } from '@/contract/contacts';

/**
 * The row menu: 'Delete Contact' (core §2, §4 Contacts). Every row has one, so its menu machine
 * mounts on the first click (or ArrowDown) and opens at once; until then the same button stands
 * alone (issue 11: a menu per row was most of the book's first render).
 */
export function ContactRowMenu({ contact, onDelete }: { contact: Contact; onDelete: (contact: Contact) => void }) {
  const { t } = useTranslation('contacts');
  const { mounted, mount, standInProps } = useMountOnIntent();
  const label = t('contacts.rowMenu', { name: contact.displayName });
  const button = (props: ComponentProps<'button'> = {}) => (
    <button type="button" className={listRowClass.iconButton} aria-label={label} {...props}>
      <EllipsisVertical size={16} aria-hidden />
    </button>
  );
  if (!mounted) return button({ 'aria-haspopup': 'menu', onKeyDown: opensOnArrowDown(mount), ...standInProps });
  return (
    <Menu.Root lazyMount defaultOpen positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>{button()}</Menu.Trigger>
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
