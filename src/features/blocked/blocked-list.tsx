import { useTranslation } from 'react-i18next';
import { EntryList } from '@/components/entry-list';
import type { BlockedNumber } from '@/contract/blocked';
import { formatUsDisplay } from '@/lib/phone';

interface BlockedListProps {
  entries: readonly BlockedNumber[];
  onEdit: (entry: BlockedNumber) => void;
  onUnblock: (entry: BlockedNumber) => void;
}

/** Phone, name and company: a table from md up, a list of cards on a phone. */
export function BlockedList({ entries, onEdit, onUnblock }: BlockedListProps) {
  const { t } = useTranslation('blocked');
  return (
    <EntryList
      items={entries}
      itemKey={(entry) => entry.entryId}
      columns={[
        {
          header: t('common.phone'),
          cell: (entry) => formatUsDisplay(entry.phoneNumber),
          cellProps: { fontVariantNumeric: 'tabular-nums' },
        },
        { header: t('common.name'), cell: (entry) => entry.name },
        { header: t('common.company'), cell: (entry) => entry.company },
      ]}
      actionsHeader={t('common.actions')}
      cardTitle={(entry) => formatUsDisplay(entry.phoneNumber)}
      cardDetail={(entry) => [entry.name, entry.company].filter(Boolean).join(' · ')}
      editLabel={(entry) => t('editAria', { number: formatUsDisplay(entry.phoneNumber) })}
      removeLabel={(entry) => t('unblockAria', { number: formatUsDisplay(entry.phoneNumber) })}
      onEdit={onEdit}
      onRemove={onUnblock}
    />
  );
}
