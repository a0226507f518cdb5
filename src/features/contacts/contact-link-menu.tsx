import './contacts-i18n';
import { Button, Menu, Portal, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { blockedMutations } from '@/api/blocked/blocked.mutations';
import { blockedQueries } from '@/api/blocked/blocked.queries';
import { useCurrentUser, useSessionScope } from '@/app/session/session';
import { toStoredPhoneNumber } from '@/domain/numbers/stored-number';
import type { Contact } from '@/contract/contacts';
import {
  canBlockOnAccount,
  contactLinkActions,
  contactWith,
  isClickablePhone,
  linkPhoneNumber,
  matchContacts,
  newContactWith,
  type ContactLinkAction,
  type ContactLinkTarget,
} from '@/lib/contact-link-rules';
import type { EditableContact } from '@/lib/contact-rules';
import { formatUsDisplay } from '@/lib/phone';
import { ignoreFailure } from '@/lib/ignore-failure';
import { showSnack } from '@/stores/snackbar-store';
import { ContactEditorDialog } from './contact-editor-dialog';
import { ContactPickerDialog } from './contact-picker-dialog';
import { fixedLayerPositioning } from '@/components/fixed-layer-positioning';

export interface ContactLinkMenuProps extends ContactLinkTarget {
  /** Hands the number (+1 for 10 digits) to the phone; without it Call is not offered. */
  onCall?: (phoneNumber: string) => void;
  /** Opens Send Text with the number (+1 for 10 digits); without it Send Text is not offered. */
  onText?: (phoneNumber: string) => void;
}

type Open =
  | { type: 'editor'; contact: Contact | null; initial?: EditableContact }
  | {
      type: 'picker';
      title: string;
      contacts: readonly Contact[];
      add: boolean;
    }
  | null;

/**
 * The contact-link menu on numbers and emails in activity details (core §2 Other dialogs, §5
 * Contact-link matching): Email, Call, Block/Unblock, Open Contact, Search Multiple Contact
 * Matches, Create Contact, Add To Contact, by the matching and permission rules. Create Contact
 * starts with the number or address and the name of its party, when the item names one.
 */
export function ContactLinkMenu({ kind, value, accountId, name, onCall, onText }: ContactLinkMenuProps) {
  const { t } = useTranslation('contacts');
  const user = useCurrentUser();
  const scope = useSessionScope();
  const queryClient = useQueryClient();
  const [menuOpen, setMenuOpen] = useState(false);
  const [open, setOpen] = useState<Open>(null);
  const stored = kind === 'phone' ? toStoredPhoneNumber(value) : null;
  // Only a number the blocked list can hold (+ and digits, spec core §5 Blocking) offers Block.
  const mayBlock = stored !== null && canBlockOnAccount(user, accountId);
  const blockedList = useQuery({
    ...blockedQueries.list(scope, accountId),
    enabled: mayBlock && menuOpen,
  });
  const block = useMutation(blockedMutations.block(scope, queryClient));
  const unblock = useMutation(blockedMutations.unblock(scope, queryClient));

  if (kind === 'phone' && !isClickablePhone(value)) return <Text as="span">{value}</Text>;

  // Unknown (neither Block nor Unblock offered) while one is on its way: the list changes only
  // when its answer is in, and offering the same action again would send it twice.
  const changing = block.isPending || unblock.isPending;
  const blocked = mayBlock && blockedList.data && !changing ? blockedList.data.some((b) => b.phoneNumber === stored) : undefined;
  const actions = contactLinkActions({
    kind,
    value,
    user,
    accountId,
    blocked,
    phoneAvailable: Boolean(onCall),
    textAvailable: Boolean(onText),
  });
  const matches = matchContacts(kind, value, user.contacts);
  const shown = kind === 'phone' ? formatUsDisplay(linkPhoneNumber(value)) : value;

  const run = (action: ContactLinkAction) => {
    switch (action) {
      case 'email':
        window.location.href = `mailto:${value.trim()}`;
        break;
      case 'call':
        onCall?.(linkPhoneNumber(value));
        break;
      case 'sendText':
        onText?.(linkPhoneNumber(value));
        break;
      case 'block':
        if (stored) {
          // The promise, not mutate's onSuccess: the notice outlives a detail dialog closed
          // while the list is read again (failures are the mutation cache's to show).
          block
            .mutateAsync({
              accountId,
              phoneNumber: stored,
              name: matches[0]?.displayName ?? null,
              company: matches[0]?.business || null,
            })
            .then(() => showSnack({ message: t('link.blocked'), tone: 'success' }), ignoreFailure);
        }
        break;
      case 'unblock':
        if (stored) {
          unblock
            .mutateAsync({ accountId, existingNumber: stored })
            .then(() => showSnack({ message: t('link.unblocked'), tone: 'success' }), ignoreFailure);
        }
        break;
      case 'openContact':
        setOpen({ type: 'editor', contact: matches[0] ?? null });
        break;
      case 'searchMatches':
        setOpen({
          type: 'picker',
          title: t('link.searchMatches'),
          contacts: matches,
          add: false,
        });
        break;
      case 'createContact':
        setOpen({
          type: 'editor',
          contact: null,
          initial: newContactWith(kind, value, name),
        });
        break;
      case 'addToContact':
        setOpen({
          type: 'picker',
          title: t('link.addToContact'),
          contacts: user.contacts,
          add: true,
        });
        break;
    }
  };

  return (
    <>
      <Menu.Root
        lazyMount
        positioning={fixedLayerPositioning}
        onOpenChange={(d) => setMenuOpen(d.open)}
        onSelect={(d) => run(d.value as ContactLinkAction)}
      >
        <Menu.Trigger asChild>
          <Button
            variant="plain"
            p={0}
            h="auto"
            minW={0}
            // A link in a line of text: the text's size and weight, on its baseline.
            fontSize="inherit"
            fontWeight="inherit"
            lineHeight="inherit"
            verticalAlign="baseline"
            color="brand.fg"
            textDecoration="underline"
            aria-label={t('link.menu', { value: shown })}
          >
            {shown}
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {actions.map((action) => (
                <Menu.Item key={action} value={action}>
                  {t(`link.${action}`)}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {open?.type === 'editor' ? (
        <ContactEditorDialog
          contact={open.contact}
          initial={open.initial}
          contacts={user.contacts}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.type === 'picker' ? (
        <ContactPickerDialog
          title={open.title}
          contacts={open.contacts}
          onClose={() => setOpen(null)}
          onPick={(contact) =>
            setOpen({
              type: 'editor',
              contact,
              initial: open.add ? contactWith(contact, kind, value) : undefined,
            })
          }
        />
      ) : null}
    </>
  );
}
