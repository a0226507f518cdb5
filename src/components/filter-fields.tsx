import { Field, Input, NativeSelect, type FieldRootProps } from '@chakra-ui/react';

/* The company and date fields of the list filters, in the toolbar and in the filter dialog. Other props go to the field. */

interface CompanyFieldProps extends Omit<FieldRootProps, 'onChange'> {
  label: string;
  allLabel: string;
  accounts: readonly { accountId: number; accountName: string }[];
  /** The chosen company (null: all). */
  value: number | null;
  onChange: (accountId: number | null) => void;
  /** The select's background. */
  inputBg?: string;
}

/** The company select, with "All companies" first. */
export function CompanyField({ label, allLabel, accounts, value, onChange, inputBg, ...field }: CompanyFieldProps) {
  return (
    <Field.Root {...field}>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          bg={inputBg}
          value={value === null ? '' : String(value)}
          onChange={(event) => onChange(event.currentTarget.value ? Number(event.currentTarget.value) : null)}
        >
          <option value="">{allLabel}</option>
          {accounts.map((a) => (
            <option key={a.accountId} value={a.accountId}>
              {a.accountName}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

interface DateFieldProps extends Omit<FieldRootProps, 'onChange'> {
  label: string;
  value: string;
  min?: string;
  max?: string;
  /** Called with a chosen date (clearing the field changes nothing). */
  onChange: (date: string) => void;
  inputBg?: string;
}

/** A start or end date field. */
export function DateField({ label, value, min, max, onChange, inputBg, ...field }: DateFieldProps) {
  return (
    <Field.Root {...field}>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <Input
        type="date"
        bg={inputBg}
        value={value}
        min={min}
        max={max}
        onChange={(event) => event.currentTarget.value && onChange(event.currentTarget.value)}
      />
    </Field.Root>
  );
}
