import { useTranslation } from 'react-i18next';
import { UnbrokenNumbers } from '@/components/unbroken-numbers';
import type { Status } from '@/contract/status';
import { formatDateTime } from '@/lib/dates';
import { hasStatusName, statusSummary } from '@/features/status/logic/status-rules';
import { statusListClass } from './status-list.styles';
import './status-i18n';

/** The plain-language summary of what happens to calls (core §4 Summary text). */
export function StatusSummary({ status }: { status: Parameters<typeof statusSummary>[0] }) {
  const { t } = useTranslation('status');
  return (
    <div className={statusListClass.summary}>
      {statusSummary(status).map((line) => (
        <p key={line.key}>
          <UnbrokenNumbers text={t(line.key, line.values)} />
        </p>
      ))}
    </div>
  );
}

export function useStatusTexts() {
  const { t } = useTranslation('status');
  return {
    name: (status: Pick<Status, 'statusName'>) => (hasStatusName(status.statusName) ? status.statusName : t('unnamed')),
    times: (startTime: string | null, endTime: string | null) =>
      `${startTime ? formatDateTime(startTime) : t('now')} – ${endTime ? formatDateTime(endTime) : t('untilFurtherNotice')}`,
  };
}
