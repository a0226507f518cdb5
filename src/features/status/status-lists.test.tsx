import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testI18n } from '@/components/testing-provider';
import enStatus from '@/locales/en/status.json';
import { makeStatus } from '@/testing/status-fixtures';
import { SavedList, ScheduledList } from './status-lists';

beforeAll(() => {
  testI18n.addResourceBundle('en', 'status', enStatus, true, true);
});

const status = (statusId: number, statusName: string) =>
  makeStatus({ statusId, statusName, startTime: null, saved: 'Y', messageStatusText: 'In court', scheduleId: null });

/** The elements of `root` that Chakra styled at run time (an emotion class, css-…). */
const styledAtRunTime = (root: Element) => [...root.querySelectorAll('[class*="css-"]')].map((element) => element.outerHTML.slice(0, 80));

describe('the Status page lists', () => {
  it('saved: one row per status with its summary and Schedule, Edit and Delete named after it, as plain elements', () => {
    const handlers = { onSchedule: vi.fn(), onEdit: vi.fn(), onDelete: vi.fn() };
    const rows = [status(1, 'At court'), status(2, 'Out to lunch')];
    renderWithProviders(<SavedList rows={rows} {...handlers} />);
    const list = screen.getByRole('list', { name: 'Saved' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.status-row-title')?.textContent)).toEqual(['At court', 'Out to lunch']);
    expect(within(items[0]!).getByText("You're not taking calls.")).toBeTruthy();
    expect(styledAtRunTime(list)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Schedule Out to lunch' }));
    expect(handlers.onSchedule).toHaveBeenCalledWith(rows[1]);
    fireEvent.click(screen.getByRole('button', { name: 'Edit At court' }));
    expect(handlers.onEdit).toHaveBeenCalledWith(rows[0]);
    const remove = screen.getByRole('button', { name: 'Delete At court' });
    expect(remove.getAttribute('data-palette')).toBe('red');
    fireEvent.click(remove);
    expect(handlers.onDelete).toHaveBeenCalledWith(rows[0]);
  });

  it('scheduled: a row shows its times; Edit and Delete act on it; New scheduled status starts one', () => {
    const handlers = { onNew: vi.fn(), onEdit: vi.fn(), onDelete: vi.fn() };
    const row = { statusScheduleId: 9, status: status(3, 'Vacation'), startTime: null, endTime: null };
    renderWithProviders(<ScheduledList rows={[row]} {...handlers} />);
    const list = screen.getByRole('list', { name: 'Scheduled' });
    expect(within(list).getByText('Now – Until Further Notice')).toBeTruthy();
    expect(styledAtRunTime(list)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Vacation' }));
    expect(handlers.onEdit).toHaveBeenCalledWith(row);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Vacation' }));
    expect(handlers.onDelete).toHaveBeenCalledWith(row);
    fireEvent.click(screen.getByRole('button', { name: 'New scheduled status' }));
    expect(handlers.onNew).toHaveBeenCalled();
  });
});
