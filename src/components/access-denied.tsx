import { ShieldOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';

interface AccessDeniedProps {
  /**
   * The spec words the chat list's text without the final period and the text and blocked
   * views' with it (core §2, §8); 'chat' selects the former.
   */
  variant?: 'default' | 'chat';
}

export function AccessDenied({ variant = 'default' }: AccessDeniedProps) {
  const { t } = useTranslation('shell');
  return (
    <EmptyState
      icon={<ShieldOff size={28} />}
      title={variant === 'chat' ? t('accessDenied.chat') : t('accessDenied.default')}
    />
  );
}
