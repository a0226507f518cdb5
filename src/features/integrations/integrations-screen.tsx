import { Plug } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '@/components/screen-placeholder';

export function IntegrationsScreen() {
  const { t } = useTranslation('shell');
  return (
    <ScreenPlaceholder
      title={t('screens.integrations.title')}
      text={t('screens.integrations.text')}
      icon={<Plug size={24} />}
    />
  );
}
