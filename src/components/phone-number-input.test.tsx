import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PhoneNumberInput } from './phone-number-input';
import { renderWithProviders } from './testing-provider';

const problem = 'Enter a complete phone number for the selected country.';

describe('PhoneNumberInput', () => {
  it('waits until the field is left before calling a short number invalid, then follows each keystroke', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<PhoneNumberInput label="Phone Number" onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Phone Number' });

    await user.type(field, '555123');
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(problem)).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ valid: false, e164: null, raw: '555123' }));

    await user.tab();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(problem)).toBeTruthy();

    await user.click(field);
    await user.type(field, '4567');
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(problem)).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ valid: true, e164: '+15551234567' }));
  });

  it('calls a number with too many digits invalid while it is still being typed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PhoneNumberInput label="Phone Number" />);
    const field = screen.getByRole('textbox', { name: 'Phone Number' });
    await user.type(field, '55512345678');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(problem)).toBeTruthy();
  });

  it('shows a handed-over number that is not valid as invalid from the start', () => {
    renderWithProviders(<PhoneNumberInput label="Phone Number" defaultValue="555-0100" />);
    expect(screen.getByRole('textbox', { name: 'Phone Number' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('judges a number the keypad is still dialling into like typing', () => {
    renderWithProviders(<PhoneNumberInput label="Phone Number" defaultValue="555" stillTyping />);
    expect(screen.getByRole('textbox', { name: 'Phone Number' }).getAttribute('aria-invalid')).toBeNull();
  });

  it('calls letters invalid as they are typed, and reports no number for them', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<PhoneNumberInput label="Phone Number" onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Phone Number' });
    await user.type(field, 'tel 5035550100');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(problem)).toBeTruthy();
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ valid: false, e164: null, raw: 'tel 5035550100' }));
  });

  it('shows a short number invalid at once when its form was submitted (showInvalid)', () => {
    renderWithProviders(<PhoneNumberInput label="Phone Number" defaultValue="555" stillTyping showInvalid errorText="Enter the full number." />);
    expect(screen.getByRole('textbox', { name: 'Phone Number' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter the full number.')).toBeTruthy();
  });

  it('takes at most 20 characters', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PhoneNumberInput label="Phone Number" />);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Phone Number' });
    await user.type(field, '+1 (503) 555-0100 0000 1111');
    expect(field.value).toBe('+1 (503) 555-0100 00');
  });

  it('leaves an empty field alone after it is left', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PhoneNumberInput label="Phone Number" />);
    await user.click(screen.getByRole('textbox', { name: 'Phone Number' }));
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Phone Number' }).getAttribute('aria-invalid')).toBeNull();
  });
});
