import { Field, Input } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useSingleFlightMutation } from '@/api/http/use-single-flight-mutation';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { blockedMutations } from '@/api/blocked/blocked.mutations';
import { errorMessage } from '@/api/http/error-policy';
import { useSessionScope } from '@/app/session/session';
import { FormDialog } from '@/components/form-dialog';
import { PhoneNumberInput } from '@/components/phone-number-input';
import { BLOCK_TEXT_MAX, type BlockedNumber } from '@/contract/blocked';
import { toStoredPhoneNumber } from '@/domain/numbers/stored-number';
import { hasErrors } from '@/lib/number-entries';
import { blockEntryErrors } from './logic/blocked-entry-rules';
import { isValidNationalNumber } from '@/lib/phone';
import { showSnack } from '@/stores/snackbar-store';

interface BlockedEntryDialogProps {
  accountId: number;
  /** The entry to edit; null adds a new one. */
  entry: BlockedNumber | null;
  existing: readonly BlockedNumber[];
  onClose: () => void;
}

/** Block a number, or edit a blocked entry (core §5 Blocking). Mount it only while open. */
export function BlockedEntryDialog({ accountId, entry, existing, onClose }: BlockedEntryDialogProps) {
  const { t } = useTranslation('blocked');
  const scope = useSessionScope();
  const queryClient = useQueryClient();
  const block = useSingleFlightMutation({
    ...blockedMutations.block(scope, queryClient),
    meta: { skipErrorSnack: true },
  });
  const edit = useSingleFlightMutation({
    ...blockedMutations.edit(scope, queryClient),
    meta: { skipErrorSnack: true },
  });
  const pending = block.isPending || edit.isPending;

  const [phone, setPhone] = useState({
    e164: entry?.phoneNumber ?? null,
    valid: entry ? isValidNationalNumber(entry.phoneNumber) : false,
  });
  const [name, setName] = useState(entry?.name ?? '');
  const [company, setCompany] = useState(entry?.company ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const errors = blockEntryErrors({ phoneValid: phone.valid, name, company });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (hasErrors(errors) || pending) return;
    const phoneNumber = toStoredPhoneNumber(phone.e164 ?? '') ?? '';
    if (existing.some((b) => b.phoneNumber === phoneNumber && b.entryId !== entry?.entryId)) {
      setProblem(t('duplicate'));
      return;
    }
    setProblem(null);
    const fields = {
      accountId,
      phoneNumber,
      name: name.trim() || null,
      company: company.trim() || null,
    };
    const onError = (error: unknown) => setProblem(errorMessage(error));
    if (entry) {
      edit.mutate(
        { ...fields, entryId: entry.entryId },
        {
          onSuccess: () => {
            showSnack({ message: t('updated'), tone: 'success' });
            onClose();
          },
          onError,
        },
      );
    } else {
      block.mutate(fields, {
        onSuccess: () => {
          showSnack({ message: t('blocked'), tone: 'success' });
          onClose();
        },
        onError,
      });
    }
  };

  return (
    <FormDialog
      title={entry ? t('editTitle') : t('addTitle')}
      onSubmit={submit}
      onClose={onClose}
      pending={pending}
      submitLabel={entry ? t('common.save') : t('block')}
      submitDisabled={hasErrors(errors)}
      cancelLabel={t('common.cancel')}
      closeLabel={t('common.close')}
      problem={problem}
    >
      <PhoneNumberInput
        label={t('common.phoneNumber')}
        required
        defaultValue={entry?.phoneNumber ?? ''}
        onChange={(change) => {
          setProblem(null);
          setPhone({ e164: change.e164, valid: change.valid });
        }}
      />
      <Field.Root invalid={Boolean(errors.name)}>
        <Field.Label>{t('common.name')}</Field.Label>
        <Input value={name} maxLength={BLOCK_TEXT_MAX} onChange={(e) => setName(e.currentTarget.value)} />
        <Field.ErrorText>{t('common.maxLength', { max: BLOCK_TEXT_MAX })}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(errors.company)}>
        <Field.Label>{t('common.company')}</Field.Label>
        <Input value={company} maxLength={BLOCK_TEXT_MAX} onChange={(e) => setCompany(e.currentTarget.value)} />
        <Field.ErrorText>{t('common.maxLength', { max: BLOCK_TEXT_MAX })}</Field.ErrorText>
      </Field.Root>
    </FormDialog>
  );
}
