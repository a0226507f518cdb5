import { lazyWhileShown } from '@/components/lazy-on-first-open';
import type { Contact } from '@/contract/contacts';
import type { EditableContact } from '@/lib/contact-rules';

export interface ContactEditorDialogProps {
  /** The contact to edit; null creates one. */
  contact: Contact | null;
  /** The user's contacts (duplicate check for a new contact). */
  contacts: readonly Contact[];
  /** A prefilled draft (Create Contact / Add To Contact from a contact link); starts unsaved. */
  initial?: EditableContact;
  onClose: () => void;
}

const loadContactEditor = () => import('./contact-editor-dialog-view').then((m) => ({ default: m.ContactEditorDialogView }));

/**
 * The contact editor (core §2, §4, §5): titled with the display name or 'New Contact'. Mount it
 * while open. Its code (the form, the phone input, zag's dialog) loads when the page is idle or
 * when first shown (issue 11: not on the contact book's first load).
 */
export const ContactEditorDialog = lazyWhileShown(loadContactEditor);
