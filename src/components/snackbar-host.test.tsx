import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SNACK_AUTO_HIDE_MS, showSnack, useSnackbarStore } from '@/stores/snackbar-store';
import { SnackbarHost } from './snackbar-host';
import { renderWithProviders } from './testing-provider';

describe('SnackbarHost', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    useSnackbarStore.getState().reset();
  });

  it('shows a snack as a status and hides it after 6000 ms', () => {
    renderWithProviders(<SnackbarHost />);
    act(() => {
      showSnack({ message: 'Updated successfully.', tone: 'success' });
    });
    expect(screen.getByRole('status').textContent).toContain('Updated successfully.');
    expect(SNACK_AUTO_HIDE_MS).toBe(6000);
    act(() => {
      vi.advanceTimersByTime(5999);
    });
    expect(screen.queryByText('Updated successfully.')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Updated successfully.')).toBeNull();
  });

  it('announces errors as alerts and can be dismissed', () => {
    renderWithProviders(<SnackbarHost />);
    act(() => {
      showSnack({ message: 'Error code 500', tone: 'error' });
    });
    expect(screen.getByRole('alert').textContent).toContain('Error code 500');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Error code 500')).toBeNull();
  });

  it('queues snacks and defaults to the info tone', () => {
    showSnack({ message: 'One' });
    showSnack({ message: 'Two' });
    expect(useSnackbarStore.getState().queue.map((s) => [s.message, s.tone])).toEqual([
      ['One', 'info'],
      ['Two', 'info'],
    ]);
  });
});
