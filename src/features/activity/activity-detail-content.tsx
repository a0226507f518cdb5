import { useTranslation } from 'react-i18next';
import type { FormField, Message } from '@/contract/activity';
import { Facts, Section } from './activity-detail-layout';
import { EmailValue, LinkedText, PhoneValue, TextBlock } from '@/components/contact-links';

function FieldValue({ field }: { field: FormField }) {
  const type = field.type.toUpperCase();
  if (type === 'PHONE') return <PhoneValue value={field.value} />;
  if (type === 'EMAIL') return <EmailValue value={field.value.trim()} />;
  return <LinkedText text={field.value} />;
}

/** The receptionist's form (spec core §3 Form field): label and value, numbers and emails linked. */
export function FormFields({ form }: { form: Message['formContent'] }) {
  const { t } = useTranslation('activity');
  const fields = form?.fields.filter((f) => f.value.trim() !== '') ?? [];
  if (fields.length === 0) return null;
  return (
    <Section title={t('detail.form')}>
      <Facts items={fields.map((f) => [f.label, <FieldValue key={f.formFieldId} field={f} />])} />
    </Section>
  );
}

/** The message text the receptionist or the system wrote. */
export function MessageText({ text, title }: { text: string | null; title?: string }) {
  const { t } = useTranslation('activity');
  if (!text) return null;
  return (
    <Section title={title ?? t('detail.message')}>
      <TextBlock text={text} />
    </Section>
  );
}
