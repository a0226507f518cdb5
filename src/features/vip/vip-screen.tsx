import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '@/components/screen-placeholder';

export function VipScreen() {
  const { t } = useTranslation('shell');
  return (
    <ScreenPlaceholder
      title={t('screens.vip.title')}
      text={t('screens.vip.text')}
      icon={<Star size={24} />}
    />
  );
}
