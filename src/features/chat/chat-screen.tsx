import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AccessDenied } from '@/components/access-denied';
import { PageHeader } from '@/components/page-header';
import { ScreenPlaceholder } from '@/components/screen-placeholder';
import { useCurrentUser } from '@/app/session/session';
import { hasChatService } from '@/lib/roles';

export function ChatScreen() {
  const { t } = useTranslation('shell');
  const user = useCurrentUser();
  if (!hasChatService(user)) {
    return (
      <>
        <PageHeader title={t('screens.chat.title')} />
        <AccessDenied variant="chat" />
      </>
    );
  }
  return (
    <ScreenPlaceholder
      title={t('screens.chat.title')}
      text={t('screens.chat.text')}
      icon={<MessagesSquare size={24} />}
    />
  );
}
