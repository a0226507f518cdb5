import { Button, CloseButton, Dialog, IconButton, Portal, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { Headset } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The top bar's assist button. Requests are made from an activity item (the Request Assist
 * form belongs to the activity views); this dialog says when the receptionists assist and where
 * to ask.
 */
export function AssistButton({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="center">
      <Dialog.Trigger asChild>
        {compact ? (
          <Button variant="ghost" justifyContent="flex-start" w="full">
            <Headset size={18} aria-hidden />
            {t('assist.button')}
          </Button>
        ) : (
          <IconButton variant="ghost" aria-label={t('assist.button')} title={t('assist.button')}>
            <Headset size={20} />
          </IconButton>
        )}
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={3}>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('assist.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" gap={3}>
              <Text>{t('assist.intro')}</Text>
              <Text fontWeight="semibold">
                {t('assist.hoursLabel')} {t('assist.hours')}
              </Text>
              <Text color="fg.muted">{t('assist.howTo')}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t('assist.close')}</Button>
              </Dialog.ActionTrigger>
              <Button asChild colorPalette="brand">
                <RouterLink to="/activity" onClick={() => setOpen(false)}>
                  {t('assist.goToActivity')}
                </RouterLink>
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
