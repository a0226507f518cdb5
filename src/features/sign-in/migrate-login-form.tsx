import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import './sign-in-i18n';

/** Migration view 1: Log In is enabled only when both fields are filled (billing-account §5). */
export function MigrateLoginForm(props: { pending: boolean; onSubmit: (username: string, password: string) => void }) {
  const { t } = useTranslation('sign-in');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const ready = username.trim() !== '' && password !== '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) props.onSubmit(username.trim(), password);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={4}>
        <Text color="fg.muted">{t('migrate.loginIntro')}</Text>
        <Field.Root required>
          <Field.Label>{t('migrate.username')}</Field.Label>
          <Input autoComplete="username" autoCapitalize="none" spellCheck={false} maxLength={254} value={username} onChange={(e) => setUsername(e.currentTarget.value)} />
        </Field.Root>
        <Field.Root required>
          <Field.Label>{t('migrate.password')}</Field.Label>
          <Input type="password" autoComplete="current-password" maxLength={200} value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
        </Field.Root>
        <Button colorPalette="brand" type="submit" disabled={!ready} loading={props.pending}>
          {t('migrate.logIn')}
        </Button>
      </Stack>
    </form>
  );
}
