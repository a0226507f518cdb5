import './contacts-i18n';
import { useQueryClient } from '@tanstack/react-query';
import { BookUser } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSingleFlightMutation } from '@/api/http/use-single-flight-mutation';
import { contactsMutations } from '@/api/contacts/contacts.mutations';
import { useCurrentUser, useSessionScope } from '@/app/session/session';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { ListPage } from '@/components/list-page';
import { SearchInput } from '@/components/search-input';
import type { Contact } from '@/contract/contacts';
import { matchesContactSearch } from '@/lib/contact-rules';
import { showSnack } from '@/stores/snackbar-store';
import { ContactEditorDialog } from './contact-editor-dialog';
import { ContactsTable } from './contacts-table';

/** Contacts (core §2): search, 'Add Contact', the sortable table, the editor and delete. */
export function ContactsScreen() {
  const { t } = useTranslation('contacts');
  const user = useCurrentUser();
  const scope = useSessionScope();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Contact | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Contact | null>(null);
  const remove = useSingleFlightMutation(contactsMutations.remove(scope, queryClient));
  const contacts = user.contacts;
  const shown = useMemo(() => contacts.filter((c) => matchesContactSearch(c, search)), [contacts, search]);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.contactId, {
      onSuccess: () => {
        showSnack({ message: t('contacts.deleted'), tone: 'success' });
        setDeleting(null);
      },
    });
  };

  return (
    <>
      <ListPage
        title={t('contacts.title')}
        addLabel={t('contacts.add')}
        onAdd={() => setEditing('new')}
        toolbar={
          <SearchInput
            value={search}
            onChange={setSearch}
            label={t('common.search')}
            placeholder={t('common.searchPlaceholder')}
            maxW={{ base: 'full', md: '96' }}
          />
        }
        empty={
          contacts.length === 0 ? (
            <EmptyState icon={<BookUser size={28} />} title={t('contacts.empty')} description={t('contacts.emptyText')} />
          ) : shown.length === 0 ? (
            <EmptyState title={t('common.noMatches')} />
          ) : null
        }
      >
        <ContactsTable contacts={shown} onOpen={setEditing} onDelete={setDeleting} />
      </ListPage>
      {editing ? (
        <ContactEditorDialog
          contact={editing === 'new' ? null : editing}
          contacts={contacts}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('contacts.deleteContact')}
        body={t('contacts.deleteText', { name: deleting?.displayName ?? '' })}
        confirmLabel={t('common.delete')}
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
