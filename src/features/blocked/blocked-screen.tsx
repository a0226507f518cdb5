import { Ban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AccessDenied } from '@/components/access-denied';
import { PageHeader } from '@/components/page-header';
import { ScreenPlaceholder } from '@/components/screen-placeholder';
import { useCurrentUser } from '@/app/session/session';
import { canSeeBlocked } from '@/lib/roles';

export function BlockedScreen() {
  const { t } = useTranslation('shell');
  const user = useCurrentUser();
  if (!canSeeBlocked(user)) {
    return (
      <>
        <PageHeader title={t('screens.blocked.title')} />
        <AccessDenied variant="default" />
      </>
    );
  }
  return (
    <ScreenPlaceholder
      title={t('screens.blocked.title')}
      text={t('screens.blocked.text')}
      icon={<Ban size={24} />}
    />
  );
}
