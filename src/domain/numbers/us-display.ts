/** +1 numbers display as NNN-NNN-NNNN (spec core §9); anything else is shown as given. */
export function formatUsDisplay(value: string | null | undefined): string {
  if (!value) return '';
  const digits = value.replace(/\D/g, '');
  const trimmed = value.trim();
  let national: string | null = null;
  if (digits.length === 11 && digits.startsWith('1')) national = digits.slice(1);
  else if (digits.length === 10 && !trimmed.startsWith('+')) national = digits;
  if (!national) return value;
  return `${national.slice(0, 3)}-${national.slice(3, 6)}-${national.slice(6)}`;
}
