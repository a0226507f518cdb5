import { useTranslation } from 'react-i18next';
import { TriageControls, triageLabels, type TriageAction } from '@/components/triage-controls';
import { isUnread, type ActivityMessage } from '@/domain/activity/activity-format';
import { itemPermissions } from '@/features/activity/logic/activity-permissions';

interface ActivityTriageControlsProps {
  message: ActivityMessage;
  userId: number;
  onAction: (message: ActivityMessage, action: TriageAction) => void;
}

/** An item's read / flag / archive buttons with the user's permissions, for the row and the detail dialog. */
export function ActivityTriageControls({ message: m, userId, onAction }: ActivityTriageControlsProps) {
  const { t } = useTranslation('activity');
  return (
    <TriageControls
      unread={isUnread(m)}
      flagged={m.followup === 'Y'}
      archived={m.archived === 'Y'}
      allowed={itemPermissions(m, userId)}
      labels={triageLabels((key) => t(key), t('actions.noPermission'))}
      onAction={(action) => onAction(m, action)}
    />
  );
}
