import { Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '@/components/screen-placeholder';

export function LeadsScreen() {
  const { t } = useTranslation('shell');
  return (
    <ScreenPlaceholder
      title={t('screens.leads.title')}
      text={t('screens.leads.text')}
      icon={<Target size={24} />}
    />
  );
}
