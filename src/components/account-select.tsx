import { Field, NativeSelect, Text } from '@chakra-ui/react';
import type { AccountChoice } from '@/lib/account-choice';

interface AccountSelectProps {
  accounts: readonly AccountChoice[];
  value: number;
  onChange: (accountId: number) => void;
  /** The select's label ("Account"). */
  label: string;
}

/** The account whose entries are shown; just its name when the user has one. */
export function AccountSelect({ accounts, value, onChange, label }: AccountSelectProps) {
  if (accounts.length < 2) {
    return (
      <Text fontWeight="medium" color="fg.muted">
        {accounts[0]?.accountName}
      </Text>
    );
  }
  return (
    <Field.Root maxW={{ base: 'full', md: '72' }}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(Number(e.currentTarget.value))}>
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
