import { useTranslation } from 'react-i18next';
import { EntryList } from '@/components/entry-list';
import type { VipCaller } from '@/contract/vip';
import { formatUsDisplay } from '@/lib/phone';

interface VipListProps {
  callers: readonly VipCaller[];
  onEdit: (caller: VipCaller) => void;
  onDelete: (caller: VipCaller) => void;
}

/** Name, Company, Phone: a table from md up, cards on a phone. */
export function VipList({ callers, onEdit, onDelete }: VipListProps) {
  const { t } = useTranslation('vip');
  return (
    <EntryList
      items={callers}
      itemKey={(caller) => caller.vipCallerId}
      columns={[
        { header: t('common.name'), cell: (caller) => caller.name, cellProps: { fontWeight: 'medium' } },
        { header: t('common.company'), cell: (caller) => caller.company },
        {
          header: t('common.phone'),
          cell: (caller) => formatUsDisplay(caller.phoneNumber),
          cellProps: { fontVariantNumeric: 'tabular-nums' },
        },
      ]}
      actionsHeader={t('common.actions')}
      cardTitle={(caller) => caller.name}
      cardDetail={(caller) => [caller.company, formatUsDisplay(caller.phoneNumber)].filter(Boolean).join(' · ')}
      editLabel={(caller) => t('editAria', { name: caller.name })}
      removeLabel={(caller) => t('deleteAria', { name: caller.name })}
      onEdit={onEdit}
      onRemove={onDelete}
    />
  );
}
