import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';

interface FormDialogProps {
  title: string;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  /** The save is running: the dialog stays open and its buttons wait. */
  pending: boolean;
  submitLabel: string;
  submitDisabled: boolean;
  cancelLabel: string;
  closeLabel: string;
  /** A problem with the whole form (duplicate, server error), shown under the fields. */
  problem: string | null;
  /** The fields. */
  children: ReactNode;
}

/** A small form in a dialog (full screen on a phone): fields, a problem line, Cancel and submit. Mount it only while open. */
export function FormDialog({
  title,
  onSubmit,
  onClose,
  pending,
  submitLabel,
  submitDisabled,
  cancelLabel,
  closeLabel,
  problem,
  children,
}: FormDialogProps) {
  return (
    <Dialog.Root
      lazyMount
      open
      onOpenChange={(d) => !d.open && !pending && onClose()}
      placement="center"
      size={{ base: 'full', md: 'md' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content minH={{ base: '100dvh', md: 'auto' }} borderRadius={{ base: '0', md: 'l3' }}>
            <form onSubmit={onSubmit} noValidate style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap={4}>
                  {children}
                  {problem ? (
                    <Text role="alert" color="red.fg" fontSize="sm">
                      {problem}
                    </Text>
                  ) : null}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={pending}>
                  {cancelLabel}
                </Button>
                <Button type="submit" colorPalette="brand" loading={pending} disabled={submitDisabled}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={closeLabel} disabled={pending} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
