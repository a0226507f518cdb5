import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testI18n } from '@/components/testing-provider';
import { resolveFilters, type ActivityFilters } from '@/lib/activity-filter-settings';
import enActivity from '@/locales/en/activity.json';
import { ActivityToolbar } from './activity-toolbar';

beforeAll(async () => {
  testI18n.addResourceBundle('en', 'activity', enActivity);
  // The dialog's code loads when the toolbar is idle or opens it: load it once here, so that no
  // test's first opening waits on the module's first transform.
  await import('./filter-dialog');
});

const accounts = [
  { accountId: 1, accountName: 'Acme' },
  { accountId: 2, accountName: 'Globex' },
];

function setup(filters: ActivityFilters) {
  const onChange = vi.fn();
  renderWithProviders(
    <ActivityToolbar
      listId="activity-list"
      filters={filters}
      searchText=""
      onSearchText={() => {}}
      onChange={onChange}
      remember={false}
      onRemember={() => {}}
      accounts={accounts}
    />,
  );
  return { onChange };
}

async function openDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
  return screen.findByRole('dialog', { name: 'Filters' });
}

describe('activity filter dialog', () => {
  const base = { ...resolveFilters({}), quick: ['flagged' as const], accountId: 2, start: '2026-01-01', end: '2026-01-20' };

  it('Cancel drops the edits and keeps the prior filters', async () => {
    const { onChange } = setup(base);
    let dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leads' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Flagged' }));
    expect(within(dialog).getByRole('button', { name: 'Leads' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onChange).not.toHaveBeenCalled();
    dialog = await openDialog();
    expect(within(dialog).getByRole('button', { name: 'Leads' }).getAttribute('aria-pressed')).toBe('false');
    expect(within(dialog).getByRole('button', { name: 'Flagged' }).getAttribute('aria-pressed')).toBe('true');
    expect((within(dialog).getByLabelText('Company') as HTMLSelectElement).value).toBe('2');
  });

  it('Clear Filters resets to the defaults, applied by Apply filters', async () => {
    const { onChange } = setup(base);
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear Filters' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply filters' }));
    const defaults = resolveFilters({});
    expect(onChange).toHaveBeenCalledWith({ quick: [], accountId: null, start: defaults.start, end: defaults.end });
  });

  it('Apply filters hands back the quick filters, company and dates', async () => {
    const { onChange } = setup(base);
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leads' }));
    fireEvent.change(within(dialog).getByLabelText('Company'), { target: { value: '1' } });
    fireEvent.change(within(dialog).getByLabelText('Start date'), { target: { value: '2026-01-05' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply filters' }));
    expect(onChange).toHaveBeenCalledWith({ quick: ['flagged', 'leads'], accountId: 1, start: '2026-01-05', end: '2026-01-20' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
