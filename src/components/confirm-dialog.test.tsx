import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { renderWithProviders } from './testing-provider';

function setup(open = true) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  renderWithProviders(
    <ConfirmDialog
      open={open}
      title="Log out?"
      body="Are you sure you want to log out?"
      confirmLabel="Logout"
      cancelLabel="Cancel"
      onConfirm={onConfirm}
      onCancel={onCancel}
      destructive
    />,
  );
  return { onConfirm, onCancel };
}


// The dialog's code loads on its first opening (lazyOnFirstOpen): load it once here, so that no
// test's first opening waits on the module's first transform.
beforeAll(async () => {
  await import('./confirm-dialog-view');
});

describe('ConfirmDialog', () => {
  it('shows the title and body as an alert dialog', async () => {
    setup();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Log out?');
    expect(dialog.textContent).toContain('Are you sure you want to log out?');
  });

  it('calls onConfirm for the confirm button only', async () => {
    const { onConfirm, onCancel } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('calls onCancel for the cancel button', async () => {
    const { onConfirm, onCancel } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('renders nothing when closed', () => {
    setup(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
