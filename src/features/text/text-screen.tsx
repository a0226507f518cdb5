import { MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AccessDenied } from '@/components/access-denied';
import { PageHeader } from '@/components/page-header';
import { ScreenPlaceholder } from '@/components/screen-placeholder';
import { useCurrentUser } from '@/app/session/session';
import { canSeeText } from '@/lib/roles';

export function TextScreen() {
  const { t } = useTranslation('shell');
  const user = useCurrentUser();
  if (!canSeeText(user)) {
    return (
      <>
        <PageHeader title={t('screens.text.title')} />
        <AccessDenied variant="default" />
      </>
    );
  }
  return (
    <ScreenPlaceholder
      title={t('screens.text.title')}
      text={t('screens.text.text')}
      icon={<MessageSquareText size={24} />}
    />
  );
}
