import { Button, IconButton } from '@chakra-ui/react';
import { Headset } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAssistStore } from '@/stores/assist-store';
import { DRAWER_ICON_SIZE, drawerRowStyle } from './drawer-row';

/** The top bar's assist button: opens the Request Assist dialog (the assist feature's, mounted by the root route). */
export function AssistButton({ compact = false, onOpen }: { compact?: boolean; /** Called as the dialog opens (the phone drawer closes). */ onOpen?: () => void }) {
  const { t } = useTranslation('shell');
  const openAssist = useAssistStore((s) => s.openWith);
  return compact ? (
    <Button
      variant="ghost"
      {...drawerRowStyle}
      onClick={() => {
        onOpen?.();
        openAssist();
      }}
    >
      <Headset size={DRAWER_ICON_SIZE} aria-hidden />
      {t('assist.button')}
    </Button>
  ) : (
    <IconButton variant="ghost" aria-label={t('assist.button')} title={t('assist.button')} onClick={() => openAssist()}>
      <Headset size={20} />
    </IconButton>
  );
}
