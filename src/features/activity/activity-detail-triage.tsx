import { useTranslation } from 'react-i18next';
import { DetailTriageGroup } from '@/components/detail-triage-group';
import type { TriageAction } from '@/components/triage-controls';
import type { ActivityMessage } from '@/domain/activity/activity-format';
import { ActivityTriageControls } from './activity-triage-controls';

export type DetailAction = TriageAction;

interface DetailTriageProps {
  message: ActivityMessage;
  userId: number;
  onAction: (message: ActivityMessage, action: DetailAction) => void;
}

/**
 * Read, flag and archive inside the detail dialog: the same rules and held changes as the row
 * (controls the user may not use are greyed with "You don't have permission to do this.").
 */
export function DetailTriage({ message: m, userId, onAction }: DetailTriageProps) {
  const { t } = useTranslation('activity');
  return (
    <DetailTriageGroup label={t('detail.triage')} heldLabel={t('list.held')} held={m.held === true}>
      <ActivityTriageControls message={m} userId={userId} onAction={onAction} />
    </DetailTriageGroup>
  );
}
