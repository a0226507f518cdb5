import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testI18n } from '@/components/testing-provider';
import enActivity from '@/locales/en/activity.json';
import { ExportPdfPopover } from './export-pdf-popover';

/** The export links' wiring, reduced: the button toggles the question, which closes through onClose. */
function ExportPdf({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={anchor} type="button" aria-expanded={open} onClick={() => setOpen((was) => !was)}>
        Export PDF
      </button>
      <button type="button">Elsewhere</button>
      <ExportPdfPopover
        open={open}
        anchor={anchor}
        searchText="Search: CALL"
        scopeText="Every item"
        onExport={() => undefined}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const nextFrames = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

beforeAll(() => {
  testI18n.addResourceBundle('en', 'activity', enActivity);
});

describe('ExportPdfPopover', () => {
  it('leaves a press on its own button to the button: pressed again, it closes and stays closed', async () => {
    const onClose = vi.fn();
    renderWithProviders(<ExportPdf onClose={onClose} />);
    const button = screen.getByRole('button', { name: 'Export PDF' });
    fireEvent.click(button);
    const question = await screen.findByRole('dialog', { name: 'Export PDF' });
    // zag starts listening for presses outside a tick after opening.
    await nextFrames();

    // The press reaches zag's outside-press listener first (a phone does not defer it), then the click.
    fireEvent.pointerDown(button);
    await nextFrames();
    expect(onClose).not.toHaveBeenCalled();
    expect(question.isConnected && button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(button);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Export PDF' })).toBeNull());
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on a press elsewhere', async () => {
    const onClose = vi.fn();
    renderWithProviders(<ExportPdf onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Export PDF' }));
    await screen.findByRole('dialog', { name: 'Export PDF' });
    await nextFrames();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
