import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import './status-i18n';

interface OverlapDialogProps {
  /** The server's 409 message; the dialog is open while it is set. */
  message: string | null;
  pending: boolean;
  onOverride: () => void;
  onEdit: () => void;
  onCancel: () => void;
}

/** Schedule Overlap (core §2, §4): Override re-submits with override set; Edit goes back to the form. */
export function OverlapDialog({ message, pending, onOverride, onEdit, onCancel }: OverlapDialogProps) {
  const { t } = useTranslation('status');
  return (
    <Dialog.Root
      lazyMount
      role="alertdialog"
      open={message !== null}
      onOpenChange={(d) => {
        if (!d.open) onEdit();
      }}
      placement="center"
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={3}>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('overlap.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{message}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button variant="ghost" onClick={onCancel} disabled={pending}>
                {t('overlap.cancel')}
              </Button>
              <Button variant="outline" onClick={onEdit} disabled={pending}>
                {t('overlap.edit')}
              </Button>
              <Button colorPalette="brand" onClick={onOverride} loading={pending}>
                {t('overlap.override')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
