import { CircleAlert } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListRow } from '@/components/list-row';
import { listRowClass } from '@/components/list-row.styles';
import { displayFrom, displayTo, isUnread, previewText, type ActivityMessage } from '@/domain/activity/activity-format';
import { ActivityTriageControls } from './activity-triage-controls';
import { ActivityTypeIcon } from './activity-type-icon';

export type RowAction = 'toggleRead' | 'toggleFlag' | 'toggleArchive' | 'open';

interface ActivityRowProps {
  message: ActivityMessage;
  userId: number;
  selected: boolean;
  onSelect: (id: number, selected: boolean) => void;
  onAction: (message: ActivityMessage, action: RowAction) => void;
}

/** One activity item: checkbox, type icon, parties and preview, read / flag / archive controls. */
export const ActivityRow = memo(function ActivityRow({ message: m, userId, selected, onSelect, onAction }: ActivityRowProps) {
  const { t } = useTranslation('activity');
  const from = displayFrom(m);
  return (
    <ListRow
      fill
      name={from}
      unread={isUnread(m)}
      selected={selected}
      held={m.held === true}
      selectLabel={t('list.select', { name: from })}
      onSelect={(on) => onSelect(m.messageId, on)}
      icon={<ActivityTypeIcon type={m.messageType} robo={m.taskStatus === 'BLOCKED'} />}
      onOpen={() => onAction(m, 'open')}
      details={
        <>
          {m.urgent === 'Y' ? (
            <span className={listRowClass.urgent} aria-label={t('detail.urgent')}>
              <CircleAlert size={14} />
            </span>
          ) : null}
          <span className={listRowClass.detail}>{displayTo(m)}</span>
        </>
      }
      when={m.taken}
      preview={previewText(m)}
      heldLabel={t('list.held')}
      controls={<ActivityTriageControls message={m} userId={userId} onAction={onAction} />}
    />
  );
});
