import { Field, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TEXT_MESSAGE_MAX } from '@/contract/text';

/** The message with its counter (at most 1000 characters). */
export function MessageField({ value, onChange, label }: { value: string; onChange: (value: string) => void; label?: string }) {
  const { t } = useTranslation('text');
  return (
    <Field.Root required>
      <Field.Label>{label ?? t('message')}</Field.Label>
      <Textarea
        value={value}
        rows={3}
        maxLength={TEXT_MESSAGE_MAX}
        placeholder={t('messagePlaceholder')}
        onChange={(e) => onChange(e.currentTarget.value.slice(0, TEXT_MESSAGE_MAX))}
      />
      <Field.HelperText alignSelf="flex-end" aria-live="polite">
        {t('counter', { count: value.length, max: TEXT_MESSAGE_MAX })}
      </Field.HelperText>
    </Field.Root>
  );
}
