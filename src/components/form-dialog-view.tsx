import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import type { FormDialogProps } from './form-dialog';

/** The dialog itself, loaded when first shown (form-dialog.tsx). */
export function FormDialogView({
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
