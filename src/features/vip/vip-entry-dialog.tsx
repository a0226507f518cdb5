import { Field, Input } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useSingleFlightMutation } from '@/api/http/use-single-flight-mutation';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { vipMutations } from '@/api/vip/vip.mutations';
import { errorMessage } from '@/api/http/error-policy';
import { useSessionScope } from '@/app/session/session';
import { FormDialog } from '@/components/form-dialog';
import { PhoneNumberInput } from '@/components/phone-number-input';
import { toStoredPhoneNumber } from '@/domain/numbers/stored-number';
import { VIP_TEXT_LIMIT, type VipCaller } from '@/contract/vip';
import { hasErrors } from '@/lib/number-entries';
import { vipEntryErrors } from './logic/vip-entry-rules';
import { formatUsDisplay, isValidNationalNumber } from '@/lib/phone';
import { showSnack } from '@/stores/snackbar-store';

interface VipEntryDialogProps {
  accountId: number;
  /** The caller to edit; null adds one. */
  caller: VipCaller | null;
  existing: readonly VipCaller[];
  onClose: () => void;
}

/** Add or edit a VIP caller (core §5 VIP contacts). Mount it only while open. */
export function VipEntryDialog({ accountId, caller, existing, onClose }: VipEntryDialogProps) {
  const { t } = useTranslation('vip');
  const scope = useSessionScope();
  const queryClient = useQueryClient();
  const save = useSingleFlightMutation({
    ...vipMutations.save(scope, queryClient),
    meta: { skipErrorSnack: true },
  });

  const [phone, setPhone] = useState({
    e164: caller?.phoneNumber ?? null,
    valid: caller ? isValidNationalNumber(caller.phoneNumber) : false,
  });
  const [name, setName] = useState(caller?.name ?? '');
  const [company, setCompany] = useState(caller?.company ?? '');
  const [touched, setTouched] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const errors = vipEntryErrors({ phoneValid: phone.valid, name, company });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (hasErrors(errors) || save.isPending) return;
    const phoneNumber = toStoredPhoneNumber(phone.e164 ?? '') ?? '';
    if (existing.some((v) => v.phoneNumber === phoneNumber && v.vipCallerId !== caller?.vipCallerId)) {
      setProblem(t('duplicate'));
      return;
    }
    setProblem(null);
    save.mutate(
      {
        accountId,
        phoneNumber,
        name: name.trim(),
        company: company.trim() || null,
        vipCallerId: caller?.vipCallerId,
      },
      {
        onSuccess: () => {
          showSnack({
            message: caller ? t('updated') : t('added'),
            tone: 'success',
          });
          onClose();
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  const nameError = errors.name === 'tooLong' || (touched && errors.name === 'required');
  return (
    <FormDialog
      title={caller ? t('editTitle') : t('addTitle')}
      onSubmit={submit}
      onClose={onClose}
      pending={save.isPending}
      submitLabel={t('common.save')}
      submitDisabled={!phone.valid || errors.name === 'tooLong' || Boolean(errors.company)}
      cancelLabel={t('common.cancel')}
      closeLabel={t('common.close')}
      problem={problem}
    >
      <Field.Root invalid={nameError} required>
        <Field.Label>
          {t('common.name')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input value={name} maxLength={VIP_TEXT_LIMIT - 1} onChange={(e) => setName(e.currentTarget.value)} />
        <Field.ErrorText>
          {errors.name === 'required' ? t('common.required') : t('common.underLength', { max: VIP_TEXT_LIMIT })}
        </Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(errors.company)}>
        <Field.Label>{t('common.company')}</Field.Label>
        <Input value={company} maxLength={VIP_TEXT_LIMIT - 1} onChange={(e) => setCompany(e.currentTarget.value)} />
        <Field.ErrorText>{t('common.underLength', { max: VIP_TEXT_LIMIT })}</Field.ErrorText>
      </Field.Root>
      <PhoneNumberInput
        label={t('common.phoneNumber')}
        required
        defaultValue={formatUsDisplay(caller?.phoneNumber)}
        onChange={(change) => {
          setProblem(null);
          setPhone({ e164: change.e164, valid: change.valid });
        }}
      />
    </FormDialog>
  );
}
