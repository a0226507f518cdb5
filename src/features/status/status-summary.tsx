import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Status } from '@/contract/status';
import { formatDateTime } from '@/lib/dates';
import { hasStatusName, statusSummary } from '@/features/status/logic/status-rules';
import './status-i18n';

/** The plain-language summary of what happens to calls (core §4 Summary text). */
export function StatusSummary({ status }: { status: Parameters<typeof statusSummary>[0] }) {
  const { t } = useTranslation('status');
  return (
    <Stack gap={0.5} fontSize="sm" color="fg.muted">
      {statusSummary(status).map((line) => (
        <Text key={line.key}>{t(line.key, line.values)}</Text>
      ))}
    </Stack>
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
