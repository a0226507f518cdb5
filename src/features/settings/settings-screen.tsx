import { Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '@/components/screen-placeholder';

export function SettingsScreen() {
  const { t } = useTranslation('shell');
  return (
    <ScreenPlaceholder
      title={t('screens.settings.title')}
      text={t('screens.settings.text')}
      icon={<Settings size={24} />}
    />
  );
}
