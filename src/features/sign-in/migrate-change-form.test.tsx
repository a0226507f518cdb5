import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testI18n } from '@/components/testing-provider';
import en from '@/locales/en/sign-in.json';
import { CodeInput } from './code-input';
import { MigrateChangeForm } from './migrate-change-form';

beforeAll(() => {
  testI18n.addResourceBundle('en', 'sign-in', en, true, true);
});

describe('MigrateChangeForm', () => {
  it('drops other characters, ticks the live checklist and enables Change Password only when every rule holds', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<MigrateChangeForm pending={false} onSubmit={onSubmit} />);
    const change = screen.getByRole('button', { name: 'Change Password' });
    const password = screen.getByLabelText('New Password');
    const repeat = screen.getByLabelText('Verify New Password');
    expect((change as HTMLButtonElement).disabled).toBe(true);

    await user.type(password, 'harbor 2026');
    expect((password as HTMLInputElement).value).toBe('harbor2026');
    expect(screen.getByText('8 to 16 characters').parentElement?.textContent).toContain('done');
    expect(screen.getByText(/At least three of/).parentElement?.textContent).toContain('not yet');

    await user.clear(password);
    await user.type(password, 'Harbor-2026');
    await user.type(repeat, 'Harbor-2026');
    expect(screen.getByText('Both passwords the same').parentElement?.textContent).toContain('done');
    expect((change as HTMLButtonElement).disabled).toBe(false);
    await user.click(change);
    expect(onSubmit).toHaveBeenCalledWith('Harbor-2026');
  });

  it('stays disabled while submitting', () => {
    renderWithProviders(<MigrateChangeForm pending onSubmit={() => {}} />);
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(true);
  });
});

function ControlledCode() {
  const [value, setValue] = useState('');
  return <CodeInput label="6-digit code" hint="Digits only" value={value} onChange={setValue} />;
}

describe('CodeInput', () => {
  it('keeps digits only, at most six', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ControlledCode />);
    const field = screen.getByLabelText(/6-digit code/);
    await user.type(field, '1a2 3-4567');
    expect((field as HTMLInputElement).value).toBe('123456');
    expect(field.getAttribute('inputmode')).toBe('numeric');
  });
});
