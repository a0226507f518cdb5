import { Button, Card, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { LogOut } from 'lucide-react';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/http/error-policy';
import { useSingleFlightMutation } from '@/api/http/use-single-flight-mutation';
import { signInGateMutations } from '@/api/sign-in/sign-in-gate.mutations';
import { getSession, logout, retrySessionStart, setManualPasswordChange, setPasswordChangeKey } from '@/app/session/session';
import { usePageTitle } from '@/components/page-header';
import { PublicFrame } from '@/components/public-frame';
import type { ChangeKeySent } from '@/contract/sign-in-gate';
import { newPasswordReady, PASSWORD_MAX, sanitizePassword } from '@/domain/sign-in/password-rules';
import { readChangeKeyLink } from './change-key-link';
import { ErrorAlert } from './error-alert';
import { PasswordChecklist } from './password-checklist';
import { SupportFooter } from './support-footer';
import './sign-in-i18n';

function GateCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('sign-in');
  usePageTitle(title);
  return (
    <PublicFrame footer={<SupportFooter />}>
      <Card.Root variant="outline" bg="bg.panel" shadow="sm">
        <Card.Body gap={4}>
          <Heading as="h1" size="xl">
            {title}
          </Heading>
          {children}
          <Button variant="outline" alignSelf="flex-start" onClick={() => void logout()}>
            <LogOut size={16} aria-hidden />
            {t('twoFactor.logout')}
          </Button>
        </Card.Body>
      </Card.Root>
    </PublicFrame>
  );
}

/**
 * The password-change-request screen (billing-account §2, §4): shown while no valid change key is
 * held. It emails a link carrying the key; opening the link in this browser (the same session
 * cookie) stores the key, and the screen choice moves on to the set-new-password screen.
 */
export function PasswordChangeRequestScreen() {
  const { t } = useTranslation('sign-in');
  const [sent, setSent] = useState<ChangeKeySent | null>(null);
  const request = useSingleFlightMutation(signInGateMutations.requestChangeKey());

  // The emailed link opens this page with the key in the fragment (a new tab, or this one).
  useEffect(() => {
    const take = () => {
      const link = readChangeKeyLink(window.location.hash);
      if (!link) return;
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
      setPasswordChangeKey(link.key, link.expiresAt);
    };
    take();
    window.addEventListener('hashchange', take);
    return () => window.removeEventListener('hashchange', take);
  }, []);

  const send = () => request.mutate(undefined, { onSuccess: setSent });
  return (
    <GateCard title={t('changeRequest.title')}>
      <ErrorAlert title={t('changeRequest.errorTitle')} message={request.error ? errorMessage(request.error) : null} />
      <Text>{t('changeRequest.intro')}</Text>
      <Text color="fg.muted">{t('changeRequest.how')}</Text>
      {sent ? <Text role="status">{t('changeRequest.sent', { sentTo: sent.sentTo, minutes: sent.expiresInMinutes })}</Text> : null}
      <Button colorPalette="brand" onClick={send} loading={request.isPending} alignSelf="stretch" variant={sent ? 'outline' : 'solid'}>
        {sent ? t('changeRequest.resend') : t('changeRequest.send')}
      </Button>
    </GateCard>
  );
}

/**
 * The set-new-password screen: New and Repeat, other characters dropped as typed, the live
 * checklist (shell reading of billing-account §5), then POST /api/me/password with the key.
 */
export function SetNewPasswordScreen() {
  const { t } = useTranslation('sign-in');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const save = useSingleFlightMutation(signInGateMutations.setPassword());
  const ready = newPasswordReady(password, repeat);
  const mismatch = repeat !== '' && repeat !== password;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const key = getSession().passwordChangeKey;
    if (!ready || save.isPending || !key) return;
    save.mutate(
      { passwordChangeKey: key, password },
      {
        onSuccess: () => {
          setPasswordChangeKey(null, null);
          setManualPasswordChange(false);
          void retrySessionStart();
        },
      },
    );
  };

  return (
    <GateCard title={t('setPassword.title')}>
      <ErrorAlert title={t('setPassword.errorTitle')} message={save.error ? errorMessage(save.error) : null} />
      <form onSubmit={submit} noValidate>
        <Stack gap={4}>
          <Text color="fg.muted">{t('setPassword.intro')}</Text>
          <Field.Root required>
            <Field.Label>{t('setPassword.newPassword')}</Field.Label>
            <Input type="password" autoComplete="new-password" maxLength={PASSWORD_MAX} value={password} onChange={(e) => setPassword(sanitizePassword(e.currentTarget.value))} />
          </Field.Root>
          <Field.Root required invalid={mismatch}>
            <Field.Label>{t('setPassword.repeatPassword')}</Field.Label>
            <Input type="password" autoComplete="new-password" maxLength={PASSWORD_MAX} value={repeat} onChange={(e) => setRepeat(sanitizePassword(e.currentTarget.value))} />
            <Field.ErrorText>{t('setPassword.mismatch')}</Field.ErrorText>
          </Field.Root>
          <PasswordChecklist password={password} repeat={repeat} />
          <Button colorPalette="brand" type="submit" disabled={!ready || save.isPending} loading={save.isPending}>
            {t('setPassword.save')}
          </Button>
          {save.error ? (
            <Button variant="ghost" size="sm" alignSelf="flex-start" onClick={() => setPasswordChangeKey(null, null)}>
              {t('setPassword.newLink')}
            </Button>
          ) : null}
        </Stack>
      </form>
    </GateCard>
  );
}
