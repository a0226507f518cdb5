import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TransferLink } from '@/contract/integrations';
import { env } from '@/lib/env';

/** {api}/transferauth?transferLinkId= (billing-account §4): the service's own authorisation page. */
export const transferAuthUrl = (transferLinkId: number) => `${env.apiBase}/transferauth?transferLinkId=${transferLinkId}`;

/** Authorize Link: explains the step and continues to the external authorisation page. */
export function AuthorizeLinkDialog({ link, onClose }: { link: TransferLink; onClose: () => void }) {
  const { t } = useTranslation('integrations');
  return (
    // Opened right as New Service Link closes: its focus hand-back must not count as a click outside.
    <Dialog.Root lazyMount open onOpenChange={(d) => !d.open && onClose()} closeOnInteractOutside={false} placement="center" size={{ base: 'full', md: 'md' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content minH={{ base: '100dvh', md: 'auto' }} borderRadius={{ base: '0', md: 'l3' }}>
            <Dialog.Header>
              <Dialog.Title>{t('authorizeDialog.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t('authorizeDialog.text', { name: link.serviceName })}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('cancel')}
              </Button>
              <Button asChild colorPalette="brand">
                <a href={transferAuthUrl(link.transferLinkId)}>{t('authorizeDialog.continue')}</a>
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('closeDialog')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
