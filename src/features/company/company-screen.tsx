import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '@/components/screen-placeholder';

export function CompanyScreen() {
  const { t } = useTranslation('shell');
  return (
    <ScreenPlaceholder
      title={t('screens.company.title')}
      text={t('screens.company.text')}
      icon={<Building2 size={24} />}
    />
  );
}
