import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint } from '@/api/http/portal-client';
import { sessionScopeKey } from '@/api/query-scope';
import { statusQueries } from '@/api/status/status.queries';
import { testI18n, TestProviders } from '@/components/testing-provider';
import type { Status, StatusLists } from '@/contract/status';
import { dialogRoots } from '@/testing/counted-dialog-roots';
import { makeStatus } from '@/testing/status-fixtures';
import enStatus from '@/locales/en/status.json';
import { StatusEditorDialog } from './status-editor-dialog';
import type { EditorTarget } from './status-request';

vi.mock('@chakra-ui/react', async (importOriginal) =>
  (await import('@/testing/counted-dialog-roots')).withCountedDialogRoots(await importOriginal()),
);
vi.mock('@/api/http/portal-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/http/portal-client')>()),
  callEndpoint: vi.fn(),
}));

const lists: StatusLists = {
  messages: [{ code: 'DEFAULT', statusListId: 1, text: 'Default' }],
  instructions: [{ code: 'NONE', statusListId: 7, text: 'None' }],
  durations: [
    { code: '1HOUR', statusListId: 13, text: '1 hour' },
    { code: 'DAY', statusListId: 16, text: 'Rest of the day' },
    { code: 'NOEND', statusListId: 18, text: 'No end' },
    { code: 'CUSTOM', statusListId: 19, text: 'Custom' },
  ],
};

const oneTime = makeStatus();

beforeAll(async () => {
  testI18n.addResourceBundle('en', 'status', enStatus, true, true);
  // The editor's code loads on its first opening; load it once here so no test waits on the
  // module's first transform.
  await import('./status-editor-dialog-view');
});

beforeEach(() => {
  vi.mocked(callEndpoint).mockReset();
});

function renderEditor(target: EditorTarget | null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const scope = sessionScopeKey(null, false); // no session in tests: the anonymous scope
  queryClient.setQueryData(statusQueries.lists(scope).queryKey, lists);
  const onClose = vi.fn();
  const editor = (shown: EditorTarget | null) => (
    <QueryClientProvider client={queryClient}>
      <StatusEditorDialog target={shown} onClose={onClose} />
    </QueryClientProvider>
  );
  const { rerender } = render(editor(target), { wrapper: TestProviders });
  return { onClose, show: (shown: EditorTarget | null) => rerender(editor(shown)) };
}

function tomorrow(): string {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Answers the status calls with `status(name)`, and the lists refetched after a change. */
function answer(status: (name: string) => Status) {
  vi.mocked(callEndpoint).mockImplementation(async (name) => (name === 'statusLists' ? lists : status(name)) as never);
}
/** The calls of the editor's mutations (without refetches after them). */
const statusCalls = () => vi.mocked(callEndpoint).mock.calls.filter(([name]) => ['createStatus', 'updateStatus', 'saveStatus', 'scheduleStatus'].includes(name));

const saveBox = () => screen.getByRole('checkbox', { name: /^Save/ });

describe('StatusEditorDialog', () => {
  it('starts no dialog with the Status page: the editor and its overlap dialog mount on the first opening and stay', async () => {
    const { show } = renderEditor(null);
    expect(dialogRoots.mounted).toBe(0);
    expect(vi.mocked(callEndpoint)).not.toHaveBeenCalled();
    show({ kind: 'new' });
    expect(await screen.findByRole('heading', { name: 'New status' })).toBeTruthy();
    expect(dialogRoots.mounted).toBe(2);
    show(null);
    expect(dialogRoots.mounted).toBe(2);
  });

  it('starts a new status as One Time; Save on clears the name, Save off with an empty name sets it again', async () => {
    const user = userEvent.setup();
    renderEditor({ kind: 'new' });
    const name = await screen.findByRole('textbox', { name: 'Status name' });
    expect(screen.getByRole('heading', { name: 'New status' })).toBeTruthy();
    expect((name as HTMLInputElement).value).toBe('One Time');
    await user.click(saveBox());
    await waitFor(() => expect((name as HTMLInputElement).value).toBe(''));
    expect((saveBox() as HTMLInputElement).checked).toBe(true);
    await user.click(saveBox());
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('One Time'));
    expect(screen.getByRole('button', { name: 'Schedule Status' })).toBeTruthy();
  });

  it('enables the end picker only for CUSTOM, and an end before the start shows the error and disables Schedule Status', async () => {
    renderEditor({ kind: 'new' });
    const endDate = await screen.findByLabelText('End time: date');
    expect((endDate as HTMLInputElement).disabled).toBe(true);
    selectOption(screen.getByRole('combobox', { name: 'Duration' }), 'Custom');
    await waitFor(() => expect((screen.getByLabelText('End time: date') as HTMLInputElement).disabled).toBe(false));
    const schedule = screen.getByRole('button', { name: 'Schedule Status' }) as HTMLButtonElement;
    await waitFor(() => expect(schedule.disabled).toBe(false));

    fireEvent.change(screen.getByLabelText('Start time: date'), { target: { value: tomorrow() } });
    selectOption(screen.getByRole('combobox', { name: 'Start time: time' }), '10:00 AM');
    fireEvent.change(screen.getByLabelText('End time: date'), { target: { value: tomorrow() } });
    selectOption(screen.getByRole('combobox', { name: 'End time: time' }), '9:00 AM');

    const error = await screen.findByText('The end time must be after the start time.');
    expect(error.closest('form')).toBe(document.getElementById('status-editor-form'));
    await waitFor(() => expect(schedule.disabled).toBe(true));

    selectOption(screen.getByRole('combobox', { name: 'End time: time' }), '11:00 AM');
    await waitFor(() => expect(screen.queryByText('The end time must be after the start time.')).toBeNull());
    await waitFor(() => expect(schedule.disabled).toBe(false));

    selectOption(screen.getByRole('combobox', { name: 'Duration' }), '1 hour');
    await waitFor(() => expect((screen.getByLabelText('End time: date') as HTMLInputElement).disabled).toBe(true));
  });

  it("shows the end a duration sets in the disabled fields, exactly, and nothing for no end", async () => {
    renderEditor({ kind: 'new' });
    const endDate = () => screen.getByLabelText('End time: date') as HTMLInputElement;
    const endTime = () => screen.getByLabelText('End time: time') as HTMLInputElement;
    await screen.findByLabelText('End time: date');
    fireEvent.change(screen.getByLabelText('Start time: date'), { target: { value: tomorrow() } });
    selectOption(screen.getByRole('combobox', { name: 'Start time: time' }), '10:05 AM');
    selectOption(screen.getByRole('combobox', { name: 'Duration' }), '1 hour');
    const [year, month, day] = tomorrow().split('-');
    await waitFor(() => expect(endDate().value).toBe(`${month}/${day}/${year}`));
    expect(endTime().value).toBe('11:05 AM');
    expect(endDate().disabled).toBe(true);
    expect(screen.getByText('Set by the duration')).toBeTruthy();
    // The rest of the day ends at 11:59 PM, a time the 5-minute picker has no step for.
    selectOption(screen.getByRole('combobox', { name: 'Duration' }), 'Rest of the day');
    await waitFor(() => expect(endTime().value).toBe('11:59 PM'));
    selectOption(screen.getByRole('combobox', { name: 'Duration' }), 'No end');
    await waitFor(() => expect(endDate().value).toBe(''));
    expect(endTime().value).toBe('');
    expect(screen.getByText('Until Further Notice')).toBeTruthy();
  });

  it('ticking Save on an existing one-time status updates it with its schedule id, then saves it', async () => {
    const user = userEvent.setup();
    answer((name) => ({ ...oneTime, saved: name === 'saveStatus' ? 'Y' : 'N' }));
    const { onClose } = renderEditor({ kind: 'edit', status: oneTime });
    expect(await screen.findByRole('heading', { name: 'One Time' })).toBeTruthy();
    expect(screen.getByLabelText('Start time: date')).toBeTruthy();
    await user.click(saveBox());
    await user.type(screen.getByRole('textbox', { name: 'Status name' }), 'Court');
    const update = screen.getByRole('button', { name: 'Update Status' }) as HTMLButtonElement;
    await waitFor(() => expect(update.disabled).toBe(false));
    await user.click(update);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const calls = statusCalls();
    expect(calls.map((c) => c[0])).toEqual(['updateStatus', 'saveStatus']);
    expect(calls[0]![1]).toMatchObject({ statusName: 'Court', saved: 'Y', statusScheduleId: 9 });
    expect(calls[0]![2]).toEqual({ id: 5 });
    expect(calls[1]![2]).toEqual({ id: 5 });
  });

  it('updates a saved status on its own directly, without time fields or a second call', async () => {
    const user = userEvent.setup();
    const saved: Status = { ...oneTime, statusName: 'Court', saved: 'Y', startTime: null, scheduleId: null };
    answer(() => saved);
    const { onClose } = renderEditor({ kind: 'edit', status: saved });
    expect(await screen.findByRole('heading', { name: 'Court' })).toBeTruthy();
    expect(screen.queryByLabelText('Start time: date')).toBeNull();
    expect(screen.queryByLabelText('End time: date')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Duration' })).toBeTruthy();
    expect((saveBox() as HTMLInputElement).disabled).toBe(true);
    const update = screen.getByRole('button', { name: 'Update Status' }) as HTMLButtonElement;
    await waitFor(() => expect(update.disabled).toBe(false));
    await user.click(update);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const calls = statusCalls();
    expect(calls.map((c) => c[0])).toEqual(['updateStatus']);
    expect(calls[0]![1]).not.toHaveProperty('statusScheduleId');
    expect(calls[0]![1]).not.toHaveProperty('startTime');
    expect(calls[0]![1]).not.toHaveProperty('endTime');
  });

  it('an edit must keep a name: clearing it shows the error, disables Update Status and sends nothing', async () => {
    const user = userEvent.setup();
    const saved: Status = { ...oneTime, statusName: 'Court', saved: 'Y', startTime: null, scheduleId: null };
    answer(() => saved);
    const { onClose } = renderEditor({ kind: 'edit', status: saved });
    const name = await screen.findByRole('textbox', { name: 'Status name' });
    const update = screen.getByRole('button', { name: 'Update Status' }) as HTMLButtonElement;
    await waitFor(() => expect(update.disabled).toBe(false));
    await user.clear(name);
    expect(await screen.findByText('Enter a name for this status.')).toBeTruthy();
    await waitFor(() => expect(update.disabled).toBe(true));
    // Enter in the name field submits the form: still nothing is sent.
    await user.type(name, '   {Enter}');
    fireEvent.submit(document.getElementById('status-editor-form')!);
    await new Promise((r) => setTimeout(r, 50));
    expect(statusCalls()).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
    await user.clear(name);
    await user.type(name, 'Court hearing');
    await waitFor(() => expect(screen.queryByText('Enter a name for this status.')).toBeNull());
    await waitFor(() => expect(update.disabled).toBe(false));
    await user.click(update);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(statusCalls()[0]![1]).toMatchObject({ statusName: 'Court hearing' });
  });

  it('an existing status without a name says at once that it needs one', async () => {
    renderEditor({ kind: 'edit', status: { ...oneTime, statusName: null } });
    expect(await screen.findByText('Enter a name for this status.')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Update Status' }) as HTMLButtonElement).disabled).toBe(true));
  });

  it('a caller on both lists (whatever the capitals) shows the error on both lists and sends nothing until one goes', async () => {
    const user = userEvent.setup();
    answer(() => oneTime);
    const { onClose } = renderEditor({ kind: 'new' });
    const addCaller = async (list: string, name: string) => {
      await user.type(screen.getByRole('textbox', { name: `Caller name: ${list}` }), name);
      await user.click(screen.getByRole('button', { name: `Add: ${list}` }));
    };
    await screen.findByRole('textbox', { name: 'Status name' });
    const schedule = screen.getByRole('button', { name: 'Schedule Status' }) as HTMLButtonElement;
    await addCaller('Not accepting calls from', 'Bob');
    await addCaller('Accepting calls from', 'bob');
    const inBoth = "A caller can't be in both lists: remove the name from one of them (names match regardless of capitalization).";
    await waitFor(() => expect(screen.getAllByText(inBoth)).toHaveLength(2));
    await waitFor(() => expect(schedule.disabled).toBe(true));
    fireEvent.submit(document.getElementById('status-editor-form')!);
    await new Promise((r) => setTimeout(r, 50));
    expect(statusCalls()).toEqual([]);

    // Removing the name from the first list clears the error of both.
    await user.click(screen.getByRole('button', { name: 'Remove Bob' }));
    await waitFor(() => expect(screen.queryByText(inBoth)).toBeNull());
    // The same caller twice on one list.
    await addCaller('Accepting calls from', ' BOB ');
    expect(await screen.findByText('A caller is in this list twice (names match regardless of capitalization).')).toBeTruthy();
    await waitFor(() => expect(schedule.disabled).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Remove BOB' }));
    await waitFor(() => expect(schedule.disabled).toBe(false));
    await user.click(schedule);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(String((statusCalls()[0]![1] as { exceptions: string }).exceptions))).toEqual([{ exceptionName: 'bob', disposition: 'ACCEPT' }]);
  });
});

/** Picks an option of a native select by its label, as a person's selection does (one change event). */
function selectOption(select: HTMLElement, label: string) {
  const option = Array.from((select as HTMLSelectElement).options).find((o) => o.text === label);
  if (!option) throw new Error(`No option "${label}"`);
  fireEvent.change(select, { target: { value: option.value } });
}
