import { EllipsisVertical } from 'lucide-react';
import { lazy, Suspense, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { listRowClass } from '@/components/list-row.styles';
import { opensOnArrowDown, useMountOnIntent } from '@/components/use-mount-on-intent';
import type { Contact } from '@/contract/contacts';

const loadRowMenu = () => import('./contact-row-menu-view');
const ContactRowMenuView = lazy(() => loadRowMenu().then((m) => ({ default: m.ContactRowMenuView })));

/**
 * The row menu: 'Delete Contact' (core §2, §4 Contacts). Every row has one, so its menu machine
 * mounts on the first click (or ArrowDown) and opens at once; until then the same button stands
 * alone (issue 11: a menu per row was most of the book's first render). The menu's code (zag's
 * menu, floating-ui) is fetched when the page is idle or the pointer or the focus reaches a row's
 * button, so it is not on the book's first load either.
 */
export function ContactRowMenu({ contact, onDelete }: { contact: Contact; onDelete: (contact: Contact) => void }) {
  const { t } = useTranslation('contacts');
  const { mounted, mount, standInProps } = useMountOnIntent(loadRowMenu);
  const label = t('contacts.rowMenu', { name: contact.displayName });
  const button = (props: ComponentProps<'button'> = {}) => (
    <button type="button" className={listRowClass.iconButton} aria-label={label} {...props}>
      <EllipsisVertical size={16} aria-hidden />
    </button>
  );
  const standIn = button({ 'aria-haspopup': 'menu', onKeyDown: opensOnArrowDown(mount), ...standInProps });
  if (!mounted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <ContactRowMenuView contact={contact} onDelete={onDelete} trigger={button()} />
    </Suspense>
  );
}
