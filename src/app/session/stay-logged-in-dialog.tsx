import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from './session-store';
import { chooseStayLoggedIn, shouldAskStayLoggedIn } from './stay-logged-in';

/** "Stay Logged In?" after a fresh login (spec core §4 Password saving). */
export function StayLoggedInDialog() {
  const { t } = useTranslation('common');
  const open = useSessionStore((s) => shouldAskStayLoggedIn(s));
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) chooseStayLoggedIn('notNow');
      }}
      role="alertdialog"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('stayLoggedIn.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{t('stayLoggedIn.text')}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap" gap="2">
              <Button variant="ghost" onClick={() => chooseStayLoggedIn('never')}>
                {t('stayLoggedIn.never')}
              </Button>
              <Button variant="outline" onClick={() => chooseStayLoggedIn('notNow')}>
                {t('stayLoggedIn.notNow')}
              </Button>
              <Button colorPalette="brand" onClick={() => chooseStayLoggedIn('save')}>
                {t('stayLoggedIn.save')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
