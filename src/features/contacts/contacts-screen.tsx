import { BookUser } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '@/components/screen-placeholder';

export function ContactsScreen() {
  const { t } = useTranslation('shell');
  return (
    <ScreenPlaceholder
      title={t('screens.contacts.title')}
      text={t('screens.contacts.text')}
      icon={<BookUser size={24} />}
    />
  );
}
