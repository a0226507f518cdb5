/** One-time code entry (billing-account §5: the reset code is 6 digits): digits only, at most `length`. */
export function codeEntry(value: string, length = 6): string {
  return value.replace(/\D/g, '').slice(0, length);
}

export function codeComplete(value: string, length = 6): boolean {
  return new RegExp(`^[0-9]{${length}}$`).test(value);
}
