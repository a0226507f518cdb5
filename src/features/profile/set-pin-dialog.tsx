import { Field, Input } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useSingleFlightMutation } from '@/api/http/use-single-flight-mutation';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/http/error-policy';
import { profileMutations } from '@/api/profile/profile.mutations';
import { useSessionScope } from '@/app/session/session';
import { FormDialog } from '@/components/form-dialog';
import { PIN_MAX, pinComplete, pinEntry } from '@/domain/profile/pin-entry';
import { showSnack } from '@/stores/snackbar-store';
import './profile-i18n';

/** Set PIN (core §5 PIN): digits only, at most 6; Set PIN disabled under 4 digits. Mount only while open. */
export function SetPinDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('profile');
  const scope = useSessionScope();
  const save = useSingleFlightMutation(profileMutations.setAccessPin(scope, useQueryClient()));
  const [pin, setPin] = useState('');
  const complete = pinComplete(pin);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete || save.isPending) return;
    save.mutate(pin, {
      onSuccess: () => {
        showSnack({ message: t('pin.saved'), tone: 'success' });
        onClose();
      },
    });
  };
  return (
    <FormDialog
      title={t('pin.title')}
      onSubmit={submit}
      onClose={onClose}
      pending={save.isPending}
      submitLabel={t('setPin')}
      submitDisabled={!complete}
      cancelLabel={t('cancel')}
      closeLabel={t('close')}
      problem={save.error ? errorMessage(save.error) : null}
    >
      <Field.Root required invalid={pin !== '' && !complete}>
        <Field.Label>{t('pin.field')}</Field.Label>
        <Input
          value={pin}
          onChange={(e) => setPin(pinEntry(e.currentTarget.value))}
          inputMode="numeric"
          autoComplete="off"
          maxLength={PIN_MAX}
          letterSpacing="0.3em"
        />
        {pin !== '' && !complete ? <Field.ErrorText>{t('pin.rule')}</Field.ErrorText> : <Field.HelperText>{t('pin.hint')}</Field.HelperText>}
      </Field.Root>
    </FormDialog>
  );
}
