import { Button, Field, Flex, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { ArrowUp, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './status-i18n';

interface ListFieldProps {
  label: string;
  helperText?: string;
  /** Label of the entry box. */
  entryLabel: string;
  addLabel: string;
  placeholder?: string;
  values: string[];
  onChange: (values: string[]) => void;
  max: number;
  maxLength: number;
  errorText?: string;
  /** Ordered lists (Call Me Here numbers) get move-up buttons. */
  ordered?: boolean;
  /** Display form of an entry. */
  display?: (value: string) => string;
}

/**
 * A short list edited in place: an entry box with Add, then the entries with remove (and, when
 * ordered, move up). Used for the caller exception lists and the Call Me Here numbers.
 */
export function ListField({
  label,
  helperText,
  entryLabel,
  addLabel,
  placeholder,
  values,
  onChange,
  max,
  maxLength,
  errorText,
  ordered = false,
  display = (v) => v,
}: ListFieldProps) {
  const { t } = useTranslation('status');
  const [draft, setDraft] = useState('');
  const listId = useId();
  const full = values.length >= max;
  const add = () => {
    const value = draft.trim();
    if (!value || full) return;
    onChange([...values, value]);
    setDraft('');
  };
  const move = (index: number) => {
    const next = [...values];
    [next[index - 1], next[index]] = [next[index]!, next[index - 1]!];
    onChange(next);
  };
  return (
    <Field.Root invalid={Boolean(errorText)}>
      <Field.Label>{label}</Field.Label>
      <Flex gap={2} w="full">
        <Input
          aria-label={entryLabel}
          placeholder={placeholder}
          value={draft}
          maxLength={maxLength}
          disabled={full}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button variant="outline" onClick={add} disabled={full || !draft.trim()} aria-label={`${addLabel}: ${label}`}>
          {addLabel}
        </Button>
      </Flex>
      {values.length > 0 ? (
        <Stack as={ordered ? 'ol' : 'ul'} id={listId} gap={1} w="full" listStyleType="none" aria-label={label}>
          {values.map((value, index) => (
            <Flex as="li" key={`${value}-${index}`} align="center" gap={2} bg="bg.muted" rounded="md" px={2} py={1}>
              {ordered ? (
                <Text as="span" fontSize="sm" color="fg.muted" minW="1.5em">
                  {index + 1}.
                </Text>
              ) : null}
              <Text flex="1" fontSize="sm" truncate>
                {display(value)}
              </Text>
              {ordered && index > 0 ? (
                <IconButton size="xs" variant="ghost" aria-label={t('editor.moveUp', { number: display(value) })} onClick={() => move(index)}>
                  <ArrowUp size={14} />
                </IconButton>
              ) : null}
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={t('editor.remove', { name: display(value) })}
                onClick={() => onChange(values.filter((_, i) => i !== index))}
              >
                <X size={14} />
              </IconButton>
            </Flex>
          ))}
        </Stack>
      ) : null}
      {errorText ? <Field.ErrorText>{errorText}</Field.ErrorText> : helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
    </Field.Root>
  );
}
