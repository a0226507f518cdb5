import { Box, Button, Field, Flex, IconButton, Input, NativeSelect, Text } from '@chakra-ui/react';
import { Undo2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PhoneNumberInput } from '@/components/phone-number-input';
import { emailDescriptions, phoneDescriptions } from '@/contract/contacts';
import { isEmailValid, stripEmailCharacters, stripExtension, type EditableMethod } from '@/lib/contact-rules';
import { formatUsDisplay } from '@/lib/phone';

interface ContactMethodRowProps {
  method: EditableMethod;
  /** "Phone 1", "Email 2": the row's accessible name. */
  label: string;
  onChange: (patch: Partial<Pick<EditableMethod, 'phoneNumber' | 'phoneExtension' | 'email' | 'description'>>) => void;
  onToggleDelete: () => void;
}

/** One phone (Mobile, Office, Home) or email (Office, Home) of the contact editor (core §5 Contact). */
export function ContactMethodRow({ method, label, onChange, onToggleDelete }: ContactMethodRowProps) {
  const { t } = useTranslation('contacts');
  const isPhone = method.contactMethodType === 'PHONE';
  const choices = isPhone ? phoneDescriptions : emailDescriptions;
  const description = method.description ?? choices[0];

  if (method.deleted) {
    const value = isPhone ? formatUsDisplay(method.phoneNumber) : method.email;
    return (
      <Flex align="center" gap={2} py={1} color="fg.muted">
        <Text flex="1" textDecoration="line-through" data-deleted="true">
          {label} ·{' '}
          {t(`contacts.types.${description as 'Mobile'}`, {
            defaultValue: description,
          })}
          : {value}
        </Text>
        <Button size="xs" variant="ghost" onClick={onToggleDelete}>
          <Undo2 size={14} aria-hidden />
          {t('contacts.restoreMethod')}
        </Button>
      </Flex>
    );
  }

  const emailInvalid = !isPhone && !isEmailValid(method.email);
  return (
    <Flex gap={2} align="flex-start" wrap={{ base: 'wrap', sm: 'nowrap' }}>
      <NativeSelect.Root size="md" width={{ base: 'full', sm: '28' }} flexShrink={0} mt={{ base: 0, sm: 6 }}>
        <NativeSelect.Field
          aria-label={`${label} ${isPhone ? t('contacts.phoneType') : t('contacts.emailType')}`}
          value={description}
          onChange={(e) => onChange({ description: e.currentTarget.value })}
        >
          {choices.map((c) => (
            <option key={c} value={c}>
              {t(`contacts.types.${c}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Box flex="1" minW="0">
        {isPhone ? (
          <PhoneNumberInput
            label={label}
            defaultValue={formatUsDisplay(method.phoneNumber)}
            onChange={(change) =>
              onChange({
                phoneNumber: change.e164 ?? (change.raw.trim() || null),
              })
            }
          />
        ) : (
          <Field.Root invalid={emailInvalid}>
            <Field.Label>{label}</Field.Label>
            <Input
              type="email"
              inputMode="email"
              value={method.email ?? ''}
              onChange={(e) =>
                onChange({
                  email: stripEmailCharacters(e.currentTarget.value) || null,
                })
              }
            />
            <Field.ErrorText>{t('contacts.invalidEmail')}</Field.ErrorText>
          </Field.Root>
        )}
      </Box>
      {isPhone ? (
        <Field.Root width="20" flexShrink={0}>
          <Field.Label>{t('contacts.extension')}</Field.Label>
          <Input
            inputMode="numeric"
            aria-label={`${label} ${t('contacts.extension')}`}
            value={method.phoneExtension ?? ''}
            maxLength={10}
            onChange={(e) =>
              onChange({
                phoneExtension: stripExtension(e.currentTarget.value) || null,
              })
            }
          />
        </Field.Root>
      ) : null}
      <IconButton
        size="sm"
        variant="ghost"
        mt={7}
        aria-label={`${t('contacts.removeMethod')} ${label}`}
        onClick={onToggleDelete}
      >
        <X size={16} />
      </IconButton>
    </Flex>
  );
}
