import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { DeniedButton } from './denied-button';
import { renderWithProviders } from './testing-provider';

const reason = "You don't have permission to do this.";

function renderDenied() {
  renderWithProviders(
    <>
      <DeniedButton className="row-icon-button" label="Archive" reason={reason}>
        <svg aria-hidden />
      </DeniedButton>
      <button type="button">Elsewhere</button>
    </>,
  );
  return screen.getByRole('button', { name: 'Archive' });
}

const tooltip = () => screen.queryByRole('tooltip');


// The tooltip's code loads when one is first wanted: load it once here, so that no test waits on
// the module's first transform.
beforeAll(async () => {
  await import('./anchored-tooltip');
});

describe('DeniedButton', () => {
  it('is greyed, focusable and starts no tooltip machine until the user reaches it', () => {
    const button = renderDenied();
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    // Chakra's Tooltip.Trigger marks its element; nothing of the tooltip exists yet.
    expect(document.querySelector('[data-scope="tooltip"]')).toBeNull();
    expect(tooltip()).toBeNull();
  });

  it('says why on focus, described by the reason, and closes on blur', async () => {
    const button = renderDenied();
    act(() => button.focus());
    expect((await screen.findByRole('tooltip')).textContent).toBe(reason);
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(reason);
    act(() => button.blur());
    await waitFor(() => expect(tooltip()).toBeNull());
    expect(button.hasAttribute('aria-describedby')).toBe(false);
  });

  it('says why on a tap, does nothing else, and closes on a tap elsewhere', async () => {
    const button = renderDenied();
    expect(fireEvent.click(button)).toBe(false); // the default action is prevented
    expect((await screen.findByRole('tooltip')).textContent).toBe(reason);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }));
    await waitFor(() => expect(tooltip()).toBeNull());
  });

  it('closes on Escape', async () => {
    const button = renderDenied();
    fireEvent.click(button);
    await screen.findByRole('tooltip');
    // The lazy tooltip commits outside act(): its machine may listen a moment after it shows.
    await waitFor(() => {
      fireEvent.keyDown(document.activeElement ?? document, { key: 'Escape' });
      expect(tooltip()).toBeNull();
    });
  });

  it('opens while a mouse rests on it, not on a passing pointer, and closes when it leaves', async () => {
    const button = renderDenied();
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    expect(tooltip()).toBeNull();
    expect((await screen.findByRole('tooltip')).textContent).toBe(reason);
    fireEvent.pointerLeave(button, { pointerType: 'mouse' });
    await waitFor(() => expect(tooltip()).toBeNull());
    fireEvent.pointerEnter(button, { pointerType: 'touch' });
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(tooltip()).toBeNull();
  });
});
