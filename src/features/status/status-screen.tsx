import { CircleDot } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '@/components/screen-placeholder';

export function StatusScreen() {
  const { t } = useTranslation('shell');
  return (
    <ScreenPlaceholder
      title={t('screens.status.title')}
      text={t('screens.status.text')}
      icon={<CircleDot size={24} />}
    />
  );
}
