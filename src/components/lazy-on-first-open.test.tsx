import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyOnFirstOpen } from './lazy-on-first-open';

interface Props {
  open: boolean;
  title: string;
}

function View({ open, title }: Props) {
  return <p data-open={open}>{title}</p>;
}


describe('lazyOnFirstOpen', () => {
  it('renders nothing until the first opening, then the loaded dialog, and keeps it mounted when closed', async () => {
    const load = vi.fn(() => Promise.resolve({ default: View }));
    const Dialog = lazyOnFirstOpen(load, (props: Props) => props.open);
    const { rerender, container } = render(<Dialog open={false} title="Delete?" />);
    expect(container.textContent).toBe('');

    rerender(<Dialog open title="Delete?" />);
    expect((await screen.findByText('Delete?')).dataset['open']).toBe('true');

    // Closed, it stays mounted with open false, so the dialog can animate out.
    rerender(<Dialog open={false} title="Delete?" />);
    expect(screen.getByText('Delete?').dataset['open']).toBe('false');
  });

  it('fetches the dialog’s module once the page is idle, before anyone opens it', async () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (fn: () => void) => {
      idle = fn;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => {});
    const load = vi.fn(() => Promise.resolve({ default: View }));
    const Dialog = lazyOnFirstOpen(load, (props: Props) => props.open);
    const { unmount } = render(<Dialog open={false} title="Delete?" />);
    expect(load).not.toHaveBeenCalled();
    await act(async () => idle?.());
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Delete?')).toBeNull();
    unmount();
  });
});
