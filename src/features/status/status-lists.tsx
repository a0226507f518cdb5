import { Button, Card, Flex, Stack, Text } from '@chakra-ui/react';
import { CalendarPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import type { ScheduledStatus, Status } from '@/contract/status';
import { StatusSummary, useStatusTexts } from './status-summary';
import './status-i18n';

function Row({ title, times, status, actions }: { title: string; times?: string; status: Status; actions: React.ReactNode }) {
  return (
    <Card.Root as="li" variant="outline" bg="bg.panel" listStyleType="none">
      <Card.Body p={{ base: 3, md: 4 }}>
        <Flex gap={3} direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ md: 'flex-start' }}>
          <Stack gap={1} minW={0}>
            <Text fontWeight="semibold">{title}</Text>
            {times ? <Text fontSize="sm">{times}</Text> : null}
            <StatusSummary status={status} />
          </Stack>
          <Flex gap={2} flexShrink={0}>
            {actions}
          </Flex>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

export function ScheduledList({
  rows,
  onNew,
  onEdit,
  onDelete,
}: {
  rows: ScheduledStatus[];
  onNew: () => void;
  onEdit: (row: ScheduledStatus) => void;
  onDelete: (row: ScheduledStatus) => void;
}) {
  const { t } = useTranslation('status');
  const texts = useStatusTexts();
  return (
    <Stack gap={3}>
      <Flex justify="flex-end">
        <Button colorPalette="brand" onClick={onNew}>
          <CalendarPlus size={16} aria-hidden />
          {t('scheduled.new')}
        </Button>
      </Flex>
      {rows.length === 0 ? (
        <EmptyState title={t('scheduled.empty')} description={t('scheduled.planAhead')} icon={<CalendarPlus size={24} />} />
      ) : (
        <Stack as="ul" gap={3} aria-label={t('tabs.scheduled')}>
          {rows.map((row) => {
            const name = texts.name(row.status);
            return (
              <Row
                key={row.statusScheduleId}
                title={name}
                times={texts.times(row.startTime, row.endTime)}
                status={row.status}
                actions={
                  <>
                    <Button size="sm" variant="outline" onClick={() => onEdit(row)} aria-label={`${t('scheduled.edit')} ${name}`}>
                      {t('scheduled.edit')}
                    </Button>
                    <Button size="sm" variant="outline" colorPalette="red" onClick={() => onDelete(row)} aria-label={`${t('scheduled.delete')} ${name}`}>
                      {t('scheduled.delete')}
                    </Button>
                  </>
                }
              />
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}

export function SavedList({
  rows,
  onSchedule,
  onEdit,
  onDelete,
}: {
  rows: Status[];
  onSchedule: (status: Status) => void;
  onEdit: (status: Status) => void;
  onDelete: (status: Status) => void;
}) {
  const { t } = useTranslation('status');
  const texts = useStatusTexts();
  if (rows.length === 0) return <EmptyState title={t('saved.empty')} />;
  return (
    <Stack as="ul" gap={3} aria-label={t('tabs.saved')}>
      {rows.map((status) => {
        const name = texts.name(status);
        return (
          <Row
            key={status.statusId}
            title={name}
            status={status}
            actions={
              <>
                <Button size="sm" colorPalette="brand" variant="outline" onClick={() => onSchedule(status)} aria-label={`${t('saved.schedule')} ${name}`}>
                  {t('saved.schedule')}
                </Button>
                <Button size="sm" variant="outline" onClick={() => onEdit(status)} aria-label={`${t('saved.edit')} ${name}`}>
                  {t('saved.edit')}
                </Button>
                <Button size="sm" variant="outline" colorPalette="red" onClick={() => onDelete(status)} aria-label={`${t('saved.delete')} ${name}`}>
                  {t('saved.delete')}
                </Button>
              </>
            }
          />
        );
      })}
    </Stack>
  );
}
