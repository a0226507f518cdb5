import { Field, Flex, Input, NativeSelect } from '@chakra-ui/react';
import dayjs from 'dayjs';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TIME_STEP_MINUTES,
  combineDateAndTime,
  formatDate,
  formatDateTime,
  formatTime,
  roundToStep,
  timeOptions,
  toDateInputValue,
} from '@/lib/dates';

export interface DateTimePickerProps {
  label: string;
  value: Date | null;
  onChange: (value: Date | null) => void;
  /** Past days and times cannot be chosen (status editor, spec core §5). */
  disablePast?: boolean;
  /** Shown when empty, e.g. 'Now' or 'Until Further Notice'. */
  emptyLabel?: string;
  step?: number;
  disabled?: boolean;
  /**
   * What the disabled fields show: a value the form works out itself (the status editor's end,
   * set by its duration), shown exactly, not rounded to the step. Without it they show nothing.
   */
  disabledValue?: Date | null;
  errorText?: string;
  /** "Now" for disablePast; injectable for tests. */
  now?: Date;
}

/**
 * A date (month/day/year) and a 12-hour time in 5-minute steps. An empty date means "no value"
 * (the caller's emptyLabel); picking a date without a time takes the first allowed time.
 */
export function DateTimePicker({
  label,
  value,
  onChange,
  disablePast = false,
  emptyLabel,
  step = TIME_STEP_MINUTES,
  disabled,
  disabledValue,
  errorText,
  now,
}: DateTimePickerProps) {
  const { t } = useTranslation('shell');
  const timeId = useId();
  const current = now ?? new Date();
  const dateValue = toDateInputValue(value);
  const timeValue = value ? dayjs(roundToStep(value, step)).format('HH:mm') : '';
  const minDate = disablePast ? toDateInputValue(current) : undefined;

  const today = toDateInputValue(current);
  const nowMinutes = current.getHours() * 60 + current.getMinutes();

  const options = useMemo(() => {
    const all = timeOptions(step);
    if (!disablePast || dateValue !== today) return all;
    return all.filter((option) => option.minutes >= nowMinutes);
  }, [step, disablePast, dateValue, today, nowMinutes]);

  const setDate = (date: string) => {
    if (!date) return onChange(null);
    const time = options.some((o) => o.value === timeValue) ? timeValue : undefined;
    const firstAllowed =
      disablePast && date === today
        ? timeOptions(step).find((o) => o.minutes >= nowMinutes)
        : timeOptions(step).find((o) => o.value === '09:00');
    onChange(combineDateAndTime(date, time ?? firstAllowed?.value ?? '00:00'));
  };

  // Side by side the two share the row; stacked on a phone, a flex basis of 0 in the column took
  // the date's height down to its text (shorter than the time below it).
  const half = { base: 'none', sm: '1' } as const;
  // Disabled, the fields are read-only text with the worked-out value: an empty date field reads
  // "mm/dd/yyyy", and its time "Date first", which asked for something no one can do there.
  const fields = disabled ? (
    <>
      <Input type="text" aria-label={t('dateTime.date', { label })} value={disabledValue ? formatDate(disabledValue) : ''} readOnly flex={half} />
      <Input type="text" aria-label={t('dateTime.time', { label })} value={disabledValue ? formatTime(disabledValue) : ''} readOnly flex={half} />
    </>
  ) : (
    <>
      <Input type="date" aria-label={t('dateTime.date', { label })} value={dateValue} min={minDate} onChange={(event) => setDate(event.currentTarget.value)} flex={half} />
      <NativeSelect.Root flex={half} disabled={!dateValue}>
        <NativeSelect.Field
          id={timeId}
          aria-label={t('dateTime.time', { label })}
          value={timeValue}
          onChange={(event) => {
            const next = event.currentTarget.value;
            onChange(next && dateValue ? combineDateAndTime(dateValue, next) : null);
          }}
        >
          {!dateValue ? <option value="">{t('dateTime.pickDateFirst')}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </>
  );

  return (
    <Field.Root invalid={!disabled && Boolean(errorText)} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <Flex gap={2} w="full" direction={{ base: 'column', sm: 'row' }}>
        {fields}
      </Flex>
      {!disabled && errorText ? (
        <Field.ErrorText>{errorText}</Field.ErrorText>
      ) : (
        <Field.HelperText>{!disabled && value ? formatDateTime(value) : (emptyLabel ?? '')}</Field.HelperText>
      )}
    </Field.Root>
  );
}
