import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenedOnce } from './use-opened-once';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: ReactNode;
  /** Defaults to "OK". */
  confirmLabel?: string;
  /** Defaults to "Cancel". */
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Red confirm button for deleting, logging out and similar. */
  destructive?: boolean;
  /** Disables the buttons while the confirmed action runs. */
  pending?: boolean;
}

/** Mounted on its first opening (useOpenedOnce), then kept so that it animates out. */
export const ConfirmDialog = memo(function ConfirmDialog(props: ConfirmDialogProps) {
  return useOpenedOnce(props.open) ? <ConfirmDialogView {...props} /> : null;
});

function ConfirmDialogView({
  open,
  title,
  body,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  destructive = false,
  pending = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation('shell');
  return (
    <Dialog.Root
      lazyMount
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onCancel();
      }}
      placement="center"
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={3}>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{body}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={pending}>
                {cancelLabel ?? t('confirm.cancel')}
              </Button>
              <Button
                colorPalette={destructive ? 'red' : 'brand'}
                onClick={onConfirm}
                loading={pending}
              >
                {confirmLabel ?? t('confirm.ok')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('confirm.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
