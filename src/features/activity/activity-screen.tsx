import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '@/components/screen-placeholder';

export function ActivityScreen() {
  const { t } = useTranslation('shell');
  return (
    <ScreenPlaceholder
      title={t('screens.activity.title')}
      text={t('screens.activity.text')}
      icon={<Inbox size={24} />}
    />
  );
}
