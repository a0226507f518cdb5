import { Button, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ActivityView } from '@/lib/activity-filters';

export type BulkAction = 'read' | 'unread' | 'flag' | 'unflag' | 'archive' | 'unarchive';

interface ActivityBulkBarProps {
  count: number;
  view: ActivityView;
  allShownSelected: boolean;
  onSelectAll: (selected: boolean) => void;
  onAction: (action: BulkAction) => void;
  onClear: () => void;
}

/** Select-all and, with a selection, the bulk actions (Archive outside the Archive view, Unarchive in it). */
export function ActivityBulkBar({ count, view, allShownSelected, onSelectAll, onAction, onClear }: ActivityBulkBarProps) {
  const { t } = useTranslation('activity');
  const actions: { action: BulkAction; label: string }[] = [
    { action: 'read', label: t('actions.markRead') },
    { action: 'unread', label: t('actions.markUnread') },
    { action: 'flag', label: t('actions.flag') },
    { action: 'unflag', label: t('actions.unflag') },
    view === 'archived' ? { action: 'unarchive', label: t('actions.unarchive') } : { action: 'archive', label: t('actions.archive') },
  ];
  return (
    <Flex
      role="toolbar"
      aria-label={t('actions.selected', { count })}
      align="center"
      gap={2}
      wrap="wrap"
      px={{ base: 2, md: 4 }}
      py={2}
      minH={12}
      borderBottomWidth="1px"
      bg={count > 0 ? 'brand.subtle' : 'bg.panel'}
    >
      <input
        type="checkbox"
        aria-label={t('list.selectAll')}
        checked={allShownSelected}
        onChange={(event) => onSelectAll(event.currentTarget.checked)}
        style={{ width: 16, height: 16, accentColor: 'var(--chakra-colors-brand-solid)' }}
      />
      {count > 0 ? (
        <>
          <Text fontSize="sm" fontWeight="medium" me={2}>
            {t('actions.selected', { count })}
          </Text>
          {actions.map(({ action, label }) => (
            <Button key={action} size="xs" variant="outline" bg="bg.panel" onClick={() => onAction(action)}>
              {label}
            </Button>
          ))}
          <Button size="xs" variant="ghost" onClick={onClear}>
            {t('actions.clearSelection')}
          </Button>
        </>
      ) : null}
    </Flex>
  );
}
