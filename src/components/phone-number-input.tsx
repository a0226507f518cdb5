import { Field, Flex, Input, NativeSelect } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '@/lib/env';
import { allowedPhoneCountries, type PhoneCountry } from '@/lib/phone';
import { PHONE_ENTRY_MAX_LENGTH, phoneEntryCheck, type PhoneEntryProblem } from '@/lib/phone-entry-check';

export interface PhoneNumberChange {
  /** E.164 (+15551234567) when the entry is valid for the region, otherwise null. */
  e164: string | null;
  raw: string;
  country: PhoneCountry;
  valid: boolean;
}

export interface PhoneNumberInputProps {
  label: string;
  /**
   * Initial text (an E.164 number or what the user typed). Uncontrolled after mount: a parent that
   * hands over a new number remounts it (`key`) and starts its own value from
   * `phoneEntryValue(defaultValue, defaultCountry)`, which is what this entry would report.
   */
  defaultValue?: string;
  defaultCountry?: PhoneCountry;
  /**
   * The initial text is a number still being entered (the phone's keypad dials into the entry,
   * which restarts from the longer number): judged like typing, not as a number handed over.
   */
  stillTyping?: boolean;
  /**
   * Show the entry's problem now, as if the field had been left: its form was submitted (the
   * phone's Call or Enter) with a number that is not complete yet.
   */
  showInvalid?: boolean;
  /** Countries offered; defaults to US, or the UK variant's list. */
  countries?: readonly PhoneCountry[];
  onChange?: (change: PhoneNumberChange) => void;
  helperText?: string;
  /** The message while invalid: one text, or one per problem (the phone's Call To says which). */
  errorText?: string | ((problem: PhoneEntryProblem) => string);
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  name?: string;
}

/**
 * Phone entry (spec core §5): a country select (UK variant), a number field with a red border
 * when the national number's length differs from the region's example number, and an E.164
 * value (+1 for a 10-digit US number). libphonenumber-js is loaded lazily, only to tidy the
 * display on blur.
 *
 * A number still being typed is short by nature, so the red border and its message wait until
 * the field has been left once (or was handed a number, or its form submitted: `showInvalid`),
 * unless no further typing can make it valid (too many digits, or a letter or symbol no number
 * has); from then on they follow every keystroke and clear as soon as the number is complete.
 * The value reported to the parent is the same either way (letters make it invalid). The field
 * takes at most PHONE_ENTRY_MAX_LENGTH characters.
 */
export function PhoneNumberInput({
  label,
  defaultValue = '',
  defaultCountry,
  stillTyping = false,
  showInvalid = false,
  countries = allowedPhoneCountries(env.ukVariant),
  onChange,
  helperText,
  errorText,
  required,
  disabled,
  placeholder,
  name,
}: PhoneNumberInputProps) {
  const { t } = useTranslation('shell');
  const selectId = useId();
  const [country, setCountry] = useState<PhoneCountry>(
    defaultCountry ?? (countries[0] as PhoneCountry | undefined) ?? 'US',
  );
  const [raw, setRaw] = useState(defaultValue);
  const [left, setLeft] = useState(defaultValue.trim() !== '' && !stillTyping);
  const { valid, problem } = phoneEntryCheck(raw, country);
  const invalid = problem !== null && (left || showInvalid || problem !== 'incomplete');

  const emit = (nextRaw: string, nextCountry: PhoneCountry) => {
    const { e164, valid: nextValid } = phoneEntryCheck(nextRaw, nextCountry);
    onChange?.({ e164, valid: nextValid, raw: nextRaw, country: nextCountry });
  };

  const leaveField = () => {
    setLeft(true);
    if (!valid || raw.trim().startsWith('+')) return;
    const current = raw;
    void import('libphonenumber-js/min').then(({ AsYouType }) => {
      const formatted = new AsYouType(country).input(current);
      setRaw((latest) => (latest === current ? formatted : latest));
    });
  };

  return (
    <Field.Root invalid={invalid} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Flex gap={2} w="full">
        {countries.length > 1 ? (
          <NativeSelect.Root width="24" flexShrink={0} disabled={disabled}>
            <NativeSelect.Field
              id={selectId}
              aria-label={t('phoneInput.country')}
              value={country}
              onChange={(event) => {
                const next = event.currentTarget.value as PhoneCountry;
                setCountry(next);
                emit(raw, next);
              }}
            >
              {countries.map((code) => (
                <option key={code} value={code}>
                  {t(`phoneInput.countries.${code}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        ) : null}
        <Input
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          name={name}
          maxLength={PHONE_ENTRY_MAX_LENGTH}
          value={raw}
          placeholder={placeholder ?? t(`phoneInput.placeholders.${country}`)}
          aria-invalid={invalid || undefined}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setRaw(next);
            emit(next, country);
          }}
          onBlur={leaveField}
        />
      </Flex>
      {invalid ? (
        <Field.ErrorText>{typeof errorText === 'function' && problem ? errorText(problem) : typeof errorText === 'string' ? errorText : t('phoneInput.invalid')}</Field.ErrorText>
      ) : helperText ? (
        <Field.HelperText>{helperText}</Field.HelperText>
      ) : null}
    </Field.Root>
  );
}
