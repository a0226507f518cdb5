import { Button, Flex, Stack } from '@chakra-ui/react';
import { CalendarPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import type { ScheduledStatus, Status } from '@/contract/status';
import { statusListClass as c } from './status-list.styles';
import { StatusSummary, useStatusTexts } from './status-summary';
import './status-i18n';

/** One scheduled or saved status: plain elements with status-list.styles.ts's classes. */
function Row({ title, times, status, actions }: { title: string; times?: string; status: Status; actions: React.ReactNode }) {
  return (
    <li className={c.row}>
      <div className={c.text}>
        <p className={c.title}>{title}</p>
        {times ? <p className={c.times}>{times}</p> : null}
        <StatusSummary status={status} />
      </div>
      <div className={c.actions}>{actions}</div>
    </li>
  );
}

/** A row's sm outline button, named with the status ("Edit Vacation"). */
function RowAction({ label, name, red = false, onClick }: { label: string; name: string; red?: boolean; onClick: () => void }) {
  return (
    <button type="button" className={c.action} data-palette={red ? 'red' : undefined} onClick={onClick} aria-label={`${label} ${name}`}>
      {label}
    </button>
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
        <ul className={c.list} aria-label={t('tabs.scheduled')}>
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
                    <RowAction label={t('scheduled.edit')} name={name} onClick={() => onEdit(row)} />
                    <RowAction label={t('scheduled.delete')} name={name} red onClick={() => onDelete(row)} />
                  </>
                }
              />
            );
          })}
        </ul>
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
    <ul className={c.list} aria-label={t('tabs.saved')}>
      {rows.map((status) => {
        const name = texts.name(status);
        return (
          <Row
            key={status.statusId}
            title={name}
            status={status}
            actions={
              <>
                <RowAction label={t('saved.schedule')} name={name} onClick={() => onSchedule(status)} />
                <RowAction label={t('saved.edit')} name={name} onClick={() => onEdit(status)} />
                <RowAction label={t('saved.delete')} name={name} red onClick={() => onDelete(status)} />
              </>
            }
          />
        );
      })}
    </ul>
  );
}
