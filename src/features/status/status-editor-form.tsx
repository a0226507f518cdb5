import { Box, Button, Checkbox, Field, Input, NativeSelect, SimpleGrid, Stack, Switch, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { StatusListEntry, StatusLists } from '@/contract/status';
import { DateTimePicker } from '@/components/date-time-picker';
import { EXTRA_INSTRUCTIONS_MAX, MAX_CONTACT_NUMBERS, MAX_EXCEPTIONS_PER_DISPOSITION, STATUS_TEXT_MAX } from '@/contract/status';
import { isDurationCode } from '@/domain/status/durations';
import { formatUsDisplay } from '@/lib/phone';
import {
  formTimes,
  nameAfterSaveToggle,
  newStatusDefaults,
  statusFormSchema,
  statusToForm,
  withCode,
  type StatusErrorKey,
  type StatusFormValues,
} from '@/features/status/logic/status-rules';
import { ListField } from './caller-list-field';
import { editsTimes, type EditorTarget } from './status-request';
import { StatusSummary } from './status-summary';
import './status-i18n';

interface StatusEditorFormProps {
  id: string;
  target: EditorTarget;
  lists: StatusLists;
  onSubmit: (values: StatusFormValues) => void;
  /** The dialog's submit button is disabled while any error shows (core §5). */
  onValidChange: (valid: boolean) => void;
}

function CodeSelect({
  label,
  entries,
  value,
  onChange,
}: {
  label: string;
  entries: StatusListEntry[];
  value: string;
  onChange: (code: string) => void;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {entries.map((e) => (
            <option key={e.statusListId} value={e.code}>
              {e.text}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export function StatusEditorForm({ id, target, lists, onSubmit, onValidChange }: StatusEditorFormProps) {
  const { t } = useTranslation('status');
  const isNew = target.kind !== 'edit';
  const defaults = useMemo(
    () =>
      target.kind === 'new'
        ? newStatusDefaults()
        : {
            ...statusToForm(target.status),
            // A new schedule starts from Now; a saved status on its own has no times to check.
            ...(target.kind === 'schedule' ? { startTime: null } : {}),
            ...(!editsTimes(target) ? { startTime: null, customEnd: null } : {}),
          },
    [target],
  );
  const resolver = useMemo(
    () => zodResolver(statusFormSchema(() => ({ now: new Date(), isNew, form: target.kind === 'schedule' ? 'schedule' : 'editor' }))),
    [isNew, target.kind],
  );
  const { handleSubmit, watch, setValue, trigger, formState } = useForm<StatusFormValues>({ mode: 'all', resolver, defaultValues: defaults });
  const [advanced, setAdvanced] = useState(
    defaults.messageCode !== 'DEFAULT' || defaults.instructionCode !== 'NONE' || defaults.instructions !== '',
  );
  const values = watch();
  const set = <K extends keyof StatusFormValues>(key: K, value: StatusFormValues[K]) =>
    setValue(key, value as never, { shouldValidate: true, shouldDirty: true });
  const error = (key: keyof StatusFormValues) => {
    const message = formState.errors[key]?.message;
    return message ? t(message as StatusErrorKey) : undefined;
  };

  useEffect(() => onValidChange(formState.isValid), [formState.isValid, onValidChange]);
  // An existing status without a name (one created without it) says at once why Update Status is disabled.
  useEffect(() => {
    if (target.kind === 'edit') void trigger('statusName');
  }, [target.kind, trigger]);
  // A caller is on one list only: a change of either list checks both, so neither keeps a stale error.
  const setCallers = (key: 'rejectNames' | 'acceptNames', names: string[]) => {
    setValue(key, names, { shouldDirty: true });
    void trigger(['rejectNames', 'acceptNames']);
  };

  const now = new Date();
  const computedEnd = formTimes(values, now).end;
  const textOf = (entries: StatusListEntry[], code: string) => entries.find((e) => e.code === code)?.text ?? null;
  const schedulingOnly = target.kind === 'schedule';
  // A saved status on its own is updated without times (core §4): its start and end are not shown.
  const withTimes = editsTimes(target);
  // There is no "unsave" operation (core §4): an existing saved status keeps Save ticked.
  const alreadySaved = target.kind === 'edit' && target.status.saved === 'Y';

  return (
    <form id={id} noValidate onSubmit={(e) => void handleSubmit((v) => onSubmit(v))(e)}>
      <Stack gap={4}>
      {!schedulingOnly ? (
        <Stack gap={2}>
          <Field.Root invalid={Boolean(error('statusName'))}>
            <Field.Label>{t('editor.name')}</Field.Label>
            <Input value={values.statusName} maxLength={STATUS_TEXT_MAX + 1} onChange={(e) => set('statusName', e.currentTarget.value)} />
            {error('statusName') ? <Field.ErrorText>{error('statusName')}</Field.ErrorText> : null}
          </Field.Root>
          <Checkbox.Root
            checked={values.saved}
            disabled={alreadySaved}
            onCheckedChange={(d) => {
              const saved = d.checked === true;
              set('saved', saved);
              set('statusName', nameAfterSaveToggle(values.statusName, saved));
            }}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control>
              <Checkbox.Indicator />
            </Checkbox.Control>
            <Checkbox.Label>{t('editor.save')}</Checkbox.Label>
            <Text as="span" fontSize="sm" color="fg.muted">
              {t('editor.saveHelp')}
            </Text>
          </Checkbox.Root>
        </Stack>
      ) : null}

      <SimpleGrid columns={{ base: 1, md: withTimes ? 2 : 1 }} gap={4}>
        {withTimes ? (
          <DateTimePicker
            label={t('editor.start')}
            value={values.startTime}
            onChange={(v) => set('startTime', v)}
            disablePast
            emptyLabel={t('now')}
            errorText={error('startTime')}
          />
        ) : null}
        <CodeSelect
          label={t('editor.duration')}
          entries={lists.durations}
          value={values.durationCode}
          onChange={(code) => {
            if (!isDurationCode(code)) return;
            const next = withCode('duration', code);
            set('durationCode', code);
            set('durationStatusListId', next.durationStatusListId);
            if (code !== 'CUSTOM') set('customEnd', null);
          }}
        />
      </SimpleGrid>
      {withTimes ? (
        <DateTimePicker
          label={t('editor.end')}
          value={values.durationCode === 'CUSTOM' ? values.customEnd : null}
          onChange={(v) => set('customEnd', v)}
          disablePast
          disabled={values.durationCode !== 'CUSTOM'}
          disabledValue={computedEnd}
          emptyLabel={values.durationCode !== 'CUSTOM' && computedEnd ? t('editor.endFromDuration') : t('untilFurtherNotice')}
          errorText={error('customEnd')}
        />
      ) : null}

      {!schedulingOnly ? (
        <>
          <Switch.Root checked={values.takingCalls} onCheckedChange={(d) => set('takingCalls', d.checked)} colorPalette="brand">
            <Switch.HiddenInput />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label>
              {t('editor.takingCalls')}
              <Text as="span" display="block" fontWeight="normal" fontSize="sm" color="fg.muted" mt={0.5}>
                {t('editor.takingCallsHelp')}
              </Text>
            </Switch.Label>
          </Switch.Root>

          <Box>
            <Button variant="ghost" size="sm" px={1} onClick={() => setAdvanced((a) => !a)} aria-expanded={advanced}>
              {advanced ? <ChevronDown size={16} /> : <ChevronRight size={16} />}
              {t('editor.advanced')}
            </Button>
            {advanced ? (
              <Stack gap={4} mt={2}>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
                  <CodeSelect
                    label={t('editor.message')}
                    entries={lists.messages}
                    value={values.messageCode}
                    onChange={(code) => {
                      set('messageCode', code);
                      set('messageStatusListId', withCode('message', code).messageStatusListId);
                    }}
                  />
                  <CodeSelect
                    label={t('editor.instruction')}
                    entries={lists.instructions}
                    value={values.instructionCode}
                    onChange={(code) => {
                      set('instructionCode', code);
                      set('instructionStatusListId', withCode('instruction', code).instructionStatusListId);
                    }}
                  />
                </SimpleGrid>
                <Field.Root invalid={Boolean(error('instructions'))}>
                  <Field.Label>{t('editor.instructions')}</Field.Label>
                  <Textarea
                    value={values.instructions}
                    rows={3}
                    onChange={(e) => set('instructions', e.currentTarget.value)}
                  />
                  {error('instructions') ? (
                    <Field.ErrorText>{error('instructions')}</Field.ErrorText>
                  ) : (
                    <Field.HelperText>
                      {t('editor.instructionsCount', { count: values.instructions.length, max: EXTRA_INSTRUCTIONS_MAX })}
                    </Field.HelperText>
                  )}
                </Field.Root>
              </Stack>
            ) : null}
          </Box>

          <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
            <ListField
              label={t('editor.rejectNames')}
              entryLabel={`${t('editor.callerName')}: ${t('editor.rejectNames')}`}
              addLabel={t('editor.addCaller')}
              values={values.rejectNames}
              onChange={(v) => setCallers('rejectNames', v)}
              max={MAX_EXCEPTIONS_PER_DISPOSITION}
              maxLength={STATUS_TEXT_MAX}
              errorText={error('rejectNames')}
            />
            <ListField
              label={t('editor.acceptNames')}
              entryLabel={`${t('editor.callerName')}: ${t('editor.acceptNames')}`}
              addLabel={t('editor.addCaller')}
              values={values.acceptNames}
              onChange={(v) => setCallers('acceptNames', v)}
              max={MAX_EXCEPTIONS_PER_DISPOSITION}
              maxLength={STATUS_TEXT_MAX}
              errorText={error('acceptNames')}
            />
          </SimpleGrid>
          <ListField
            label={t('editor.contactNumbers')}
            helperText={t('editor.contactNumbersHelp')}
            entryLabel={`${t('editor.contactNumber')}: ${t('editor.contactNumbers')}`}
            addLabel={t('editor.addNumber')}
            placeholder="+15035550101"
            values={values.contactNumbers}
            onChange={(v) => set('contactNumbers', v.map((n) => n.replace(/[\s().-]/g, '')))}
            max={MAX_CONTACT_NUMBERS}
            maxLength={16}
            errorText={error('contactNumbers')}
            ordered
            display={formatUsDisplay}
          />

          <Box bg="bg.muted" rounded="md" p={3}>
            <Text fontWeight="medium" fontSize="sm" mb={1}>
              {t('editor.summary')}
            </Text>
            <StatusSummary
              status={{
                takingCalls: values.takingCalls ? 'Y' : 'N',
                messageCode: values.messageCode,
                messageStatusText: textOf(lists.messages, values.messageCode),
                instructionCode: values.instructionCode,
                instructionStatusText: textOf(lists.instructions, values.instructionCode),
                instructions: values.instructions,
                exceptions: [
                  ...values.rejectNames.map((exceptionName, i) => ({ statusExceptionId: -i - 1, exceptionName, disposition: 'REJECT' as const })),
                  ...values.acceptNames.map((exceptionName, i) => ({ statusExceptionId: -i - 100, exceptionName, disposition: 'ACCEPT' as const })),
                ],
                contacts: values.contactNumbers.map((contactData, i) => ({
                  statusContactId: -i - 1,
                  contactMethod: 'PHONE' as const,
                  contactData,
                  attemptOrder: i + 1,
                })),
              }}
            />
          </Box>
        </>
      ) : null}
      </Stack>
    </form>
  );
}
