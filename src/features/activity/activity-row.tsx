import { Box, Text } from '@chakra-ui/react';
import { CircleAlert } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListRow } from '@/components/list-row';
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
      h="full"
      transition="opacity 0.15s"
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
            <Box as="span" color="red.fg" flexShrink={0} aria-label={t('detail.urgent')}>
              <CircleAlert size={14} />
            </Box>
          ) : null}
          <Text as="span" color="fg.muted" fontSize="sm" truncate hideBelow="md">
            {displayTo(m)}
          </Text>
        </>
      }
      when={m.taken}
      preview={previewText(m)}
      heldLabel={t('list.held')}
      controls={<ActivityTriageControls message={m} userId={userId} onAction={onAction} />}
    />
  );
});
