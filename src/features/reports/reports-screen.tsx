import { ChartColumn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '@/components/screen-placeholder';

export function ReportsScreen() {
  const { t } = useTranslation('shell');
  return (
    <ScreenPlaceholder
      title={t('screens.reports.title')}
      text={t('screens.reports.text')}
      icon={<ChartColumn size={24} />}
    />
  );
}
