import { Field, Input } from '@chakra-ui/react';
import { codeEntry } from '@/lib/code-entry';

/** A one-time code field: digits only, at most `length`, the phone's numeric keypad and autofill. */
export function CodeInput(props: { label: string; hint: string; value: string; onChange: (code: string) => void; length?: number; disabled?: boolean }) {
  const length = props.length ?? 6;
  return (
    <Field.Root required disabled={props.disabled}>
      <Field.Label>{props.label}</Field.Label>
      <Input
        value={props.value}
        onChange={(e) => props.onChange(codeEntry(e.currentTarget.value, length))}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={length}
        pattern={`[0-9]{${length}}`}
        letterSpacing="0.3em"
        fontSize="lg"
      />
      <Field.HelperText>{props.hint}</Field.HelperText>
    </Field.Root>
  );
}
