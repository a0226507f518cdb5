import { Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface UnsavedChangesDialogProps {
  open: boolean;
  isNew: boolean;
  canSave: boolean;
  pending: boolean;
  onSave: () => void;
  onDiscard: () => void;
  onKeepEditing: () => void;
}

/**
 * 'Unsaved Changes: This contact has unsaved changes' with its three choices (core §4 Contacts).
 * Not a ConfirmDialog: that has two buttons and a close X; this has three choices, stacked on a phone, and no X.
 */
export function UnsavedChangesDialog({
  open,
  isNew,
  canSave,
  pending,
  onSave,
  onDiscard,
  onKeepEditing,
}: UnsavedChangesDialogProps) {
  const { t } = useTranslation('contacts');
  return (
    <Dialog.Root
      lazyMount
      role="alertdialog"
      open={open}
      onOpenChange={(d) => !d.open && onKeepEditing()}
      placement="center"
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={3}>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('contacts.unsavedTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{t('contacts.unsavedText')}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Stack direction={{ base: 'column', sm: 'row' }} w="full" justify="flex-end" gap={2}>
                <Button variant="ghost" onClick={onKeepEditing} disabled={pending}>
                  {t('contacts.keepEditing')}
                </Button>
                <Button variant="outline" colorPalette="red" onClick={onDiscard} disabled={pending}>
                  {t('contacts.discardChanges')}
                </Button>
                <Button colorPalette="brand" onClick={onSave} disabled={!canSave} loading={pending}>
                  {isNew ? t('contacts.createContact') : t('contacts.saveChanges')}
                </Button>
              </Stack>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
