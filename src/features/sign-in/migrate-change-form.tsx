import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { newPasswordReady, PASSWORD_MAX, sanitizePassword } from '@/domain/sign-in/password-rules';
import { PasswordChecklist } from './password-checklist';
import './sign-in-i18n';

/**
 * Migration view 2: New Password and Verify New Password with the live checklist; other
 * characters are dropped as typed; Change Password is disabled until every rule holds or while
 * submitting (billing-account §5).
 */
export function MigrateChangeForm(props: { pending: boolean; onSubmit: (newPassword: string) => void }) {
  const { t } = useTranslation('sign-in');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const ready = newPasswordReady(password, repeat);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready && !props.pending) props.onSubmit(password);
  };
  const mismatch = repeat !== '' && repeat !== password;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={4}>
        <Text color="fg.muted">{t('migrate.changeIntro')}</Text>
        <Field.Root required>
          <Field.Label>{t('migrate.newPassword')}</Field.Label>
          <Input type="password" autoComplete="new-password" maxLength={PASSWORD_MAX} value={password} onChange={(e) => setPassword(sanitizePassword(e.currentTarget.value))} />
        </Field.Root>
        <Field.Root required invalid={mismatch}>
          <Field.Label>{t('migrate.verifyPassword')}</Field.Label>
          <Input type="password" autoComplete="new-password" maxLength={PASSWORD_MAX} value={repeat} onChange={(e) => setRepeat(sanitizePassword(e.currentTarget.value))} />
          <Field.ErrorText>{t('migrate.mismatch')}</Field.ErrorText>
        </Field.Root>
        <PasswordChecklist password={password} repeat={repeat} />
        <Button colorPalette="brand" type="submit" disabled={!ready || props.pending} loading={props.pending}>
          {t('migrate.changePassword')}
        </Button>
      </Stack>
    </form>
  );
}
