import { Field, Input } from '@chakra-ui/react';
import { useSingleFlightMutation } from '@/api/http/use-single-flight-mutation';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/http/error-policy';
import { profileMutations } from '@/api/profile/profile.mutations';
import { useSessionScope } from '@/app/session/session';
import { FormDialog } from '@/components/form-dialog';
import { profilePasswordReady } from '@/domain/profile/profile-password';
import { PASSWORD_MAX } from '@/domain/sign-in/password-rules';
import { showSnack } from '@/stores/snackbar-store';
import './profile-i18n';

/**
 * Change Password (core §5 Password): current, new (8-16 with an upper, a lower and a digit) and
 * verify; 'Password changed successfully'. The server ends the user's other sessions. Mount only while open.
 */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('profile');
  const save = useSingleFlightMutation(profileMutations.changePassword(useSessionScope()));
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [verify, setVerify] = useState('');
  const ready = profilePasswordReady({ current, password, verify });
  const mismatch = verify !== '' && verify !== password;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || save.isPending) return;
    save.mutate(
      { currentPassword: current, password },
      {
        onSuccess: () => {
          showSnack({ message: t('password.success'), tone: 'success' });
          onClose();
        },
      },
    );
  };
  return (
    <FormDialog
      title={t('password.title')}
      onSubmit={submit}
      onClose={onClose}
      pending={save.isPending}
      submitLabel={t('changePassword')}
      submitDisabled={!ready}
      cancelLabel={t('cancel')}
      closeLabel={t('close')}
      problem={save.error ? errorMessage(save.error) : null}
    >
      <Field.Root required>
        <Field.Label>{t('password.current')}</Field.Label>
        <Input type="password" autoComplete="current-password" maxLength={200} value={current} onChange={(e) => setCurrent(e.currentTarget.value)} />
      </Field.Root>
      <Field.Root required>
        <Field.Label>{t('password.new')}</Field.Label>
        <Input type="password" autoComplete="new-password" maxLength={PASSWORD_MAX} value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
        <Field.HelperText>{t('password.rules')}</Field.HelperText>
      </Field.Root>
      <Field.Root required invalid={mismatch}>
        <Field.Label>{t('password.verify')}</Field.Label>
        <Input type="password" autoComplete="new-password" maxLength={PASSWORD_MAX} value={verify} onChange={(e) => setVerify(e.currentTarget.value)} />
        <Field.ErrorText>{t('password.mismatch')}</Field.ErrorText>
      </Field.Root>
    </FormDialog>
  );
}
