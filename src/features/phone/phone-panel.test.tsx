import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSimulatedVoiceLine } from '@/api/phone/simulated-voice-line';
import { testI18n, TestProviders } from '@/components/testing-provider';
import type { User } from '@/contract/session';
import enPhone from '@/locales/en/phone.json';
import { usePhoneStore } from '@/stores/phone-store';
import { makePatchNumber, makeUser } from '@/testing/user-fixtures';
import { PhonePanel } from './phone-panel';

/** The signed-in user, the outcall requests the server got, and the line the phone dials on. */
const world = vi.hoisted(() => ({ user: null as unknown as User, outcalls: [] as unknown[], dialled: [] as string[] }));
vi.mock('@/app/session/session', () => ({ useCurrentUser: () => world.user }));
vi.mock('@/api/http/portal-client', () => ({
  callEndpoint: async (name: string, input: unknown) => {
    if (name !== 'outcallRequest') throw new Error(`unexpected call ${name}`);
    world.outcalls.push(input);
    return { outcallPin: '123456', messageId: 1 };
  },
}));
vi.mock('@/api/phone/voice-line-choice', () => {
  const line = createSimulatedVoiceLine({ ringMs: 1, answerMs: 2 });
  const call = line.call.bind(line);
  line.call = (request, onEvent) => {
    world.dialled.push(request.to);
    return call(request, onEvent);
  };
  return { voiceLine: async () => line };
});

beforeAll(() => {
  testI18n.addResourceBundle('en', 'phone', enPhone, true, true);
});
afterEach(() => {
  usePhoneStore.getState().reset();
  world.outcalls = [];
  world.dialled = [];
});

function showPhone() {
  world.user = makeUser({ patchNumbers: [makePatchNumber({ phoneNumberId: 7, phoneNumber: '+15035550100' })] });
  render(<PhonePanel />, { wrapper: TestProviders });
}
const callTo = () => screen.getByRole('textbox', { name: 'Call To' });
const callButton = () => screen.getByRole('button', { name: 'Call', exact: true } as never);

describe('PhonePanel: Call from the contact-link menu', () => {
  it('starts Call To from the number handed over, with Call enabled, and dials that number', async () => {
    showPhone();
    act(() => usePhoneStore.getState().openWith('+15555550100'));
    expect(callTo()).toHaveProperty('value', '555-555-0100');
    expect(callButton()).toHaveProperty('disabled', false);
    await userEvent.click(callButton());
    await waitFor(() => expect(world.dialled).toEqual(['+15555550100']));
    expect(world.outcalls).toEqual([{ phoneNumberId: 7, outcallNumber: '+15555550100' }]);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Connected'));
  });

  it('follows a new hand-over after something was typed: the new number shows and is dialled', async () => {
    showPhone();
    act(() => usePhoneStore.getState().setOpen(true));
    expect(callButton()).toHaveProperty('disabled', true);
    await userEvent.type(callTo(), '5035550199');
    expect(callButton()).toHaveProperty('disabled', false);
    act(() => usePhoneStore.getState().openWith('+15555550123'));
    expect(callTo()).toHaveProperty('value', '555-555-0123');
    await userEvent.click(callButton());
    await waitFor(() => expect(world.dialled).toEqual(['+15555550123']));
  });

  it('starts again from the same number handed over twice, and what is typed after a hand-over is what is dialled', async () => {
    showPhone();
    act(() => usePhoneStore.getState().openWith('+15555550100'));
    await userEvent.clear(callTo());
    expect(callButton()).toHaveProperty('disabled', true);
    act(() => usePhoneStore.getState().openWith('+15555550100'));
    expect(callTo()).toHaveProperty('value', '555-555-0100');
    await userEvent.clear(callTo());
    await userEvent.type(callTo(), '5035550142');
    await userEvent.click(callButton());
    await waitFor(() => expect(world.dialled).toEqual(['+15035550142']));
  });
});

describe('PhonePanel: the keypad before a call', () => {
  it('dials digits into Call To, after what was typed, and Call dials that number; * and # wait for a call', async () => {
    showPhone();
    act(() => usePhoneStore.getState().setOpen(true));
    const keypad = screen.getByRole('group', { name: 'Keypad' });
    expect(within(keypad).getByRole('button', { name: '*' })).toHaveProperty('disabled', true);
    expect(within(keypad).getByRole('button', { name: '#' })).toHaveProperty('disabled', true);
    await userEvent.type(callTo(), '50355');
    for (const digit of '50199') await userEvent.click(within(keypad).getByRole('button', { name: digit }));
    expect(callTo()).toHaveProperty('value', '5035550199');
    expect(callButton()).toHaveProperty('disabled', false);
    await userEvent.click(callButton());
    await waitFor(() => expect(world.dialled).toEqual(['+15035550199']));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Connected'));
    // Connected, the same keys send tones and leave Call To alone.
    await userEvent.click(within(keypad).getByRole('button', { name: '1' }));
    expect(screen.getByText('Sent: 1')).toBeTruthy();
    expect(callTo()).toHaveProperty('value', '5035550199');
  });

  it('adds to the number handed over by the contact-link menu', async () => {
    showPhone();
    act(() => usePhoneStore.getState().openWith('+1503555010'));
    await userEvent.click(within(screen.getByRole('group', { name: 'Keypad' })).getByRole('button', { name: '7' }));
    expect(callButton()).toHaveProperty('disabled', false);
    await userEvent.click(callButton());
    await waitFor(() => expect(world.dialled).toEqual(['+15035550107']));
  });
});

describe('PhonePanel: during a call', () => {
  it('shows the keypad digits sent, and an error unmutes and clears the outcall', async () => {
    showPhone();
    act(() => usePhoneStore.getState().openWith('+15005550010'));
    await userEvent.click(callButton());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Connected'));
    const mute = screen.getByRole('button', { name: 'Mute' });
    await userEvent.click(mute);
    expect(mute.getAttribute('aria-pressed')).toBe('true');
    const keypad = screen.getByRole('group', { name: 'Keypad' });
    // The dropping test number fails on its first digit: the notice shows, the call is over.
    await userEvent.click(within(keypad).getByRole('button', { name: '5' }));
    expect(screen.getByRole('alert').textContent).toContain('Phone Error');
    expect(mute.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('Ready to call');
    expect(usePhoneStore.getState().outcall).toBe(false);
    expect(callButton()).toHaveProperty('disabled', false);
    expect(screen.getByRole('combobox', { name: 'Call From' })).toHaveProperty('disabled', false);
  });

  it('shows the digits sent during a call', async () => {
    showPhone();
    act(() => usePhoneStore.getState().openWith('+15035550177'));
    await userEvent.click(callButton());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Connected'));
    const keypad = screen.getByRole('group', { name: 'Keypad' });
    await userEvent.click(within(keypad).getByRole('button', { name: '1' }));
    await userEvent.click(within(keypad).getByRole('button', { name: '#' }));
    expect(screen.getByText('Sent: 1#')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Hang Up' }));
    expect(screen.queryByText(/^Sent:/)).toBeNull();
  });
});

describe('PhonePanel: what is wrong with Call To', () => {
  const incomplete = 'Enter the full phone number, area code included.';
  const characters = 'Use digits only (spaces, dashes, brackets and a leading + are fine).';

  it('says nothing while a number is typed; Call with a short one says what is wrong, puts the cursor there and dials nothing; it clears once complete', async () => {
    showPhone();
    act(() => usePhoneStore.getState().setOpen(true));
    await userEvent.type(callTo(), '503555');
    expect(callTo().getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(incomplete)).toBeNull();
    // Something is typed: Call can be pressed, to be told why it cannot dial yet.
    expect(callButton()).toHaveProperty('disabled', false);
    await userEvent.click(callButton());
    expect(callTo().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(incomplete)).toBeTruthy();
    // The message is the field's error message (and a polite live region, so it is read out).
    await waitFor(() => expect(document.getElementById(callTo().getAttribute('aria-errormessage') ?? '')?.textContent).toBe(incomplete));
    expect(document.activeElement).toBe(callTo());
    expect(screen.getByRole('status').textContent).toBe('Ready to call');
    expect(world.outcalls).toEqual([]);

    await userEvent.type(callTo(), '0142');
    expect(callTo().getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(incomplete)).toBeNull();
    await userEvent.click(callButton());
    await waitFor(() => expect(world.dialled).toEqual(['+15035550142']));
  });

  it('Enter in Call To does what Call does: a short number is called incomplete, a full one is dialled', async () => {
    showPhone();
    act(() => usePhoneStore.getState().setOpen(true));
    await userEvent.type(callTo(), '503555{Enter}');
    expect(screen.getByText(incomplete)).toBeTruthy();
    expect(world.outcalls).toEqual([]);
    await userEvent.type(callTo(), '0143{Enter}');
    await waitFor(() => expect(world.dialled).toEqual(['+15035550143']));
  });

  it('flags letters as they are typed, and a number with letters is not dialled', async () => {
    showPhone();
    act(() => usePhoneStore.getState().setOpen(true));
    await userEvent.type(callTo(), '503555010o');
    expect(callTo().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(characters)).toBeTruthy();
    await userEvent.click(callButton());
    expect(world.outcalls).toEqual([]);
    // The o put right, the number is complete: the message goes and Call dials.
    await userEvent.type(callTo(), '{Backspace}0');
    expect(screen.queryByText(characters)).toBeNull();
    await userEvent.click(callButton());
    await waitFor(() => expect(world.dialled).toEqual(['+15035550100']));
  });

  it('says at once that a number has too many digits', async () => {
    showPhone();
    act(() => usePhoneStore.getState().setOpen(true));
    await userEvent.type(callTo(), '50355501001');
    expect(screen.getByText('This number has too many digits.')).toBeTruthy();
  });

  it('takes at most 20 characters, typed or dialled on the keypad', async () => {
    showPhone();
    act(() => usePhoneStore.getState().setOpen(true));
    await userEvent.type(callTo(), '+1 (503) 555-0100 0');
    const keypad = screen.getByRole('group', { name: 'Keypad' });
    await userEvent.click(within(keypad).getByRole('button', { name: '1' }));
    expect(callTo()).toHaveProperty('value', '+1 (503) 555-0100 01');
    await userEvent.click(within(keypad).getByRole('button', { name: '2' }));
    await userEvent.type(callTo(), '3');
    expect(callTo()).toHaveProperty('value', '+1 (503) 555-0100 01');
  });
});

describe('PhonePanel: leaving the page during a call', () => {
  /** Whether leaving the page now would ask first (a beforeunload listener cancels the event). */
  const leavingAsks = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('asks only while a call is under way, the panel closed too', async () => {
    showPhone();
    act(() => usePhoneStore.getState().openWith('+15035550178'));
    expect(leavingAsks()).toBe(false);
    await userEvent.click(callButton());
    expect(leavingAsks()).toBe(true);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Connected'));
    act(() => usePhoneStore.getState().setOpen(false));
    expect(leavingAsks()).toBe(true);
    act(() => usePhoneStore.getState().setOpen(true));
    await userEvent.click(screen.getByRole('button', { name: 'Hang Up' }));
    expect(leavingAsks()).toBe(false);
  });
});
