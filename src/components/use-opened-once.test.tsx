import { renderHook, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { dialogRoots } from '@/testing/counted-dialog-roots';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
import { renderWithProviders } from './testing-provider';
import { useOpenedOnce } from './use-opened-once';

vi.mock('@chakra-ui/react', async (importOriginal) =>
  (await import('@/testing/counted-dialog-roots')).withCountedDialogRoots(await importOriginal()),
);

// The dialog's code loads on its first opening (lazyOnFirstOpen): load it once here, so that no
// test's first opening waits on the module's first transform.
beforeAll(async () => {
  await import('./confirm-dialog-view');
});

describe('useOpenedOnce', () => {
  it('is false until the first opening, then stays true', () => {
    const { result, rerender } = renderHook(({ open }) => useOpenedOnce(open), { initialProps: { open: false } });
    expect(result.current).toBe(false);
    rerender({ open: false });
    expect(result.current).toBe(false);
    rerender({ open: true });
    expect(result.current).toBe(true);
    rerender({ open: false });
    expect(result.current).toBe(true);
  });

  it('is true from the start for a dialog that mounts open (a deep link)', () => {
    const { result } = renderHook(() => useOpenedOnce(true));
    expect(result.current).toBe(true);
  });
});

describe('ConfirmDialog mounts on its first opening', () => {
  const props: ConfirmDialogProps = { open: false, title: 'Delete?', body: 'Gone for good.', onConfirm: () => {}, onCancel: () => {} };

  it('starts no dialog with the screen, mounts one when opened and keeps it when closed', async () => {
    const { rerender } = renderWithProviders(<ConfirmDialog {...props} />);
    expect(dialogRoots.mounted).toBe(0);

    rerender(<ConfirmDialog {...props} open />);
    expect(await screen.findByRole('alertdialog', { name: 'Delete?' })).toBeTruthy();
    // The lazy dialog commits outside act(): its effects may run a moment after it shows.
    await waitFor(() => expect(dialogRoots.mounted).toBe(1));

    rerender(<ConfirmDialog {...props} open={false} />);
    expect(dialogRoots.mounted).toBe(1);
  });
});
