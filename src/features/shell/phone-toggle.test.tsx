import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { TestProviders } from '@/components/testing-provider';
import { usePhoneStore } from '@/stores/phone-store';
import { makePatchNumber, makeUser } from '@/testing/user-fixtures';
import { PhoneToggle } from './phone-toggle';

afterEach(() => usePhoneStore.getState().reset());

const showToggle = () => render(<PhoneToggle user={makeUser({ patchNumbers: [makePatchNumber()] })} />, { wrapper: TestProviders });

describe('PhoneToggle: the sign of a call under way', () => {
  it('says a call is in progress from its placing to its end, with the panel closed, and still opens the phone', async () => {
    showToggle();
    expect(screen.getByRole('button', { name: 'Phone', pressed: false })).toBeTruthy();

    act(() => usePhoneStore.getState().patch({ callState: 'connecting', outcall: true }));
    const toggle = screen.getByRole('button', { name: 'Phone, call in progress', pressed: false });
    act(() => usePhoneStore.getState().patch({ callState: 'ringing' }));
    expect(screen.getByRole('button', { name: 'Phone, call in progress' })).toBe(toggle);
    act(() => usePhoneStore.getState().patch({ callState: 'open' }));
    expect(screen.getByRole('button', { name: 'Phone, call in progress' })).toBe(toggle);

    // The way back to Hang Up.
    await userEvent.click(toggle);
    expect(usePhoneStore.getState().open).toBe(true);
    expect(screen.getByRole('button', { name: 'Phone, call in progress', pressed: true })).toBeTruthy();

    act(() => usePhoneStore.getState().patch({ callState: 'closed', outcall: false }));
    expect(screen.getByRole('button', { name: 'Phone', pressed: true })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Phone, call in progress' })).toBeNull();
  });

  it('shows nothing of a call while none is under way', () => {
    showToggle();
    act(() => usePhoneStore.getState().patch({ error: 'Connection error' }));
    expect(screen.getByRole('button', { name: 'Phone' })).toBeTruthy();
  });
});
