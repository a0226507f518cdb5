import { Spinner } from '@chakra-ui/react';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/lib/dates';
import { listRowClass as c, present } from './list-row.styles';

interface ListRowProps {
  /** The row's accessible name (who it is from). */
  name: string;
  unread: boolean;
  selected: boolean;
  /** A change is held (sent, not yet confirmed): the row is dimmed and busy. */
  held: boolean;
  selectLabel: string;
  onSelect: (selected: boolean) => void;
  icon: ReactNode;
  onOpen: () => void;
  /** Shown after the name on the first line (urgent mark, recipient, company, badges). */
  details: ReactNode;
  /** When it happened (ISO date-time): full from md up, time or date on a phone. */
  when: string;
  preview: string;
  heldLabel: string;
  /** The triage icon buttons. */
  controls: ReactNode;
  /** Fills its list slot's height (a slot of fixed height); otherwise as high as its content, 64 px at least. */
  fill?: boolean;
}

/**
 * One row of an inbox list: checkbox, icon, name and preview (opens it), the held spinner and the
 * controls. Plain elements with the classes of list-row.styles.ts, not Chakra style props: a list
 * mounts many rows at once (docs/architecture.md, "What a screen renders on its first load").
 */
export function ListRow({
  name,
  unread,
  selected,
  held,
  selectLabel,
  onSelect,
  icon,
  onOpen,
  details,
  when,
  preview,
  heldLabel,
  controls,
  fill = false,
}: ListRowProps) {
  const isToday = dayjs(when).isSame(dayjs(), 'day');
  return (
    <div
      role="listitem"
      aria-label={name}
      aria-busy={held}
      className={c.row}
      data-held={present(held)}
      data-unread={present(unread)}
      data-selected={present(selected)}
      data-fill={present(fill)}
    >
      <label className={c.checkHit}>
        <input
          type="checkbox"
          className={c.check}
          aria-label={selectLabel}
          checked={selected}
          onChange={(event) => onSelect(event.currentTarget.checked)}
        />
      </label>
      {icon}
      <button type="button" className={c.open} onClick={onOpen}>
        <span className={c.head}>
          {unread ? <span className={c.dot} aria-hidden /> : null}
          <span className={c.name}>{name}</span>
          {details}
          <span className={c.whenFull}>{formatDateTime(when)}</span>
          <span className={c.whenShort}>{dayjs(when).format(isToday ? 'h:mm A' : 'M/D')}</span>
        </span>
        <span className={c.preview}>{preview}</span>
      </button>
      <div className={c.controls}>
        {held ? <Spinner size="xs" color="brand.fg" role="img" aria-label={heldLabel} /> : null}
        {controls}
      </div>
    </div>
  );
}
