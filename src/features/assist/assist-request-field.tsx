import { Field, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ASSIST_REQUEST_MAX } from '@/contract/assist';
import { assistCounterStep } from './logic/assist-rules';

/**
 * The request text with its 'N / 1000' counter, as Send Text's message shows it. The counter is
 * the field's description (read with the field), not a live region: one would speak after every
 * key. A screen reader is told the room left only as it crosses a step (assistCounterStep).
 */
export function AssistRequestField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('assist');
  const notice = useCounterNotice(value.length);
  return (
    <Field.Root required>
      <Field.Label>{t('request')}</Field.Label>
      <Textarea
        value={value}
        rows={4}
        maxLength={ASSIST_REQUEST_MAX}
        placeholder={t('requestPlaceholder')}
        onChange={(e) => onChange(e.currentTarget.value.slice(0, ASSIST_REQUEST_MAX))}
      />
      <Field.HelperText alignSelf="flex-end">{t('counter', { count: value.length, max: ASSIST_REQUEST_MAX })}</Field.HelperText>
      {/* Always in the page, so that its first text is announced; it changes only at a step. */}
      <Text srOnly aria-live="polite">
        {notice}
      </Text>
    </Field.Root>
  );
}

/** The text of the step last crossed (the room left at that moment), kept until another is crossed; empty while far from the limit. */
function useCounterNotice(length: number): string {
  const { t } = useTranslation('assist');
  const step = assistCounterStep(length);
  const [notice, setNotice] = useState<{ step: number | null; text: string }>({ step, text: '' });
  if (step !== notice.step) {
    const text = step === null ? '' : step === 0 ? t('counterFull', { max: ASSIST_REQUEST_MAX }) : t('counterLeft', { count: ASSIST_REQUEST_MAX - length });
    setNotice({ step, text });
  }
  return notice.text;
}
