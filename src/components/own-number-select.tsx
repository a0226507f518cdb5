import { NativeSelect } from '@chakra-ui/react';
import { formatUsDisplay } from '@/domain/numbers/us-display';

/** One of the user's own numbers, as the session lists them (patch numbers, outbound numbers). */
export interface OwnNumber {
  phoneNumberId: number;
  phoneNumber: string;
}

interface OwnNumberSelectProps {
  numbers: readonly OwnNumber[];
  /** The chosen number's id; null when there is none to choose. */
  value: number | null;
  onChange: (phoneNumberId: number) => void;
}

/**
 * The select of the user's own numbers that a call or text goes out from (the phone's Call From,
 * Send Text's source, Request Assist's originating number), shown as the screens show numbers.
 * Its label, help and disabled state come from the Field around it.
 */
export function OwnNumberSelect({ numbers, value, onChange }: OwnNumberSelectProps) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field
        value={value ?? ''}
        onChange={(e) => {
          const id = Number(e.currentTarget.value);
          if (id > 0) onChange(id);
        }}
      >
        {numbers.map((n) => (
          <option key={n.phoneNumberId} value={n.phoneNumberId}>
            {formatUsDisplay(n.phoneNumber)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
