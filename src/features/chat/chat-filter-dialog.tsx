import { useTranslation } from 'react-i18next';
import { FiltersDialog, filtersDialogLabels, type DialogFilters } from '@/components/filters-dialog';
import { resolveChatFilters, type ChatFilters } from '@/features/chat/logic/chat-filter-settings';
import { chatFilterKeys, type ChatFilter } from '@/lib/chat-filters';

interface ChatFilterDialogProps {
  filters: ChatFilters;
  accounts: readonly { accountId: number; accountName: string }[];
  /** Apply filters: the chat filters, company and dates chosen. */
  onApply: (next: DialogFilters<ChatFilter>) => void;
  onClose: () => void;
}

/** The chat list's filter dialog: Cancel keeps the prior filters. Mount it only while open. */
export function ChatFilterDialog({ filters, accounts, onApply, onClose }: ChatFilterDialogProps) {
  const { t } = useTranslation('chat');
  const defaults = resolveChatFilters({});
  return (
    <FiltersDialog
      value={{ quick: filters.quick, accountId: filters.accountId, start: filters.start, end: filters.end }}
      defaults={{ quick: [], accountId: null, start: defaults.start, end: defaults.end }}
      quickOptions={chatFilterKeys.map((key) => ({ key, label: t(`quick.${key}`) }))}
      accounts={accounts}
      labels={filtersDialogLabels((key) => t(key))}
      onApply={onApply}
      onClose={onClose}
    />
  );
}
