/** The access PIN (core §5 PIN): digits only, at most 6; Set PIN needs 4 to 6. Pure. */
export const PIN_MIN = 4;
export const PIN_MAX = 6;

/** What the PIN field keeps of what was typed or pasted: its digits, at most 6. */
export function pinEntry(value: string): string {
  return value.replace(/\D/g, '').slice(0, PIN_MAX);
}

/** Set PIN is enabled from 4 digits. */
export function pinComplete(pin: string): boolean {
  return /^[0-9]{4,6}$/.test(pin);
}
