import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { LogOut, Mail, MessageSquareText } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/http/error-policy';
import { useSingleFlightMutation } from '@/api/http/use-single-flight-mutation';
import { signInGateMutations } from '@/api/sign-in/sign-in-gate.mutations';
import { logout, retrySessionStart, useSession } from '@/app/session/session';
import { usePageTitle } from '@/components/page-header';
import { PublicFrame } from '@/components/public-frame';
import { TWO_FACTOR_CODE_LENGTH, twoFactorSentSchema, type TwoFactorSent } from '@/contract/sign-in-gate';
import { codeComplete } from '@/lib/code-entry';
import { CodeInput } from './code-input';
import { ErrorAlert } from './error-alert';
import { stepMemory } from './step-memory';
import { SupportFooter } from './support-footer';
import './sign-in-i18n';

type Channel = 'sms' | 'email';

/** A code was sent for this session: a reload comes back to the code entry instead of sending another. */
const codeSent = stepMemory('twoFactorCodeSent', z.object({ sessionKey: z.string(), channel: z.enum(['sms', 'email']), sent: twoFactorSentSchema }));

/**
 * The two-factor screen (billing-account §2, §4): the user asks for a code by text or email, enters
 * it, may send a new one (which ends the earlier code); wrong and expired codes show the server's
 * message. Passing it lets the main app show (core §2) and starts the live updates.
 */
export function TwoFactorScreen() {
  const { t } = useTranslation('sign-in');
  usePageTitle(t('twoFactor.title'));
  const { sessionKey } = useSession();
  const [sentBefore] = useState(() => {
    const recalled = codeSent.recall();
    return recalled && recalled.sessionKey === sessionKey ? recalled : null;
  });
  const [channel, setChannel] = useState<Channel | null>(sentBefore?.channel ?? null);
  const [sent, setSent] = useState<TwoFactorSent | null>(sentBefore?.sent ?? null);
  const [code, setCode] = useState('');
  const [resent, setResent] = useState(false);
  const send = useSingleFlightMutation(signInGateMutations.sendTwoFactorCode());
  const verify = useSingleFlightMutation(signInGateMutations.verifyTwoFactor());
  const failure = send.error ?? verify.error;

  const sendCode = (to: Channel, again = false) => {
    verify.reset();
    send.mutate(to, {
      onSuccess: (answer) => {
        if (sessionKey) codeSent.remember({ sessionKey, channel: to, sent: answer }, answer.expiresInMinutes * 60_000);
        setChannel(to);
        setSent(answer);
        setCode('');
        setResent(again);
      },
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!codeComplete(code, TWO_FACTOR_CODE_LENGTH) || verify.isPending) return;
    send.reset();
    verify.mutate(code, {
      onSuccess: () => {
        codeSent.forget();
        void retrySessionStart();
      },
    });
  };

  return (
    <PublicFrame footer={<SupportFooter />}>
      <Card.Root variant="outline" bg="bg.panel" shadow="sm">
        <Card.Body gap={4}>
          <Heading as="h1" size="xl">
            {t('twoFactor.title')}
          </Heading>
          <ErrorAlert title={t('twoFactor.errorTitle')} message={failure ? errorMessage(failure) : null} />
          {!sent ? (
            <Stack gap={3}>
              <Text color="fg.muted">{t('twoFactor.intro')}</Text>
              <Button colorPalette="brand" onClick={() => sendCode('sms')} loading={send.isPending && send.variables === 'sms'} disabled={send.isPending}>
                <MessageSquareText size={16} aria-hidden />
                {t('twoFactor.sendSms')}
              </Button>
              <Button variant="outline" onClick={() => sendCode('email')} loading={send.isPending && send.variables === 'email'} disabled={send.isPending}>
                <Mail size={16} aria-hidden />
                {t('twoFactor.sendEmail')}
              </Button>
            </Stack>
          ) : (
            <form onSubmit={submit} noValidate>
              <Stack gap={4}>
                <Text role="status">{resent ? t('twoFactor.resent') : t('twoFactor.sentTo', { sentTo: sent.sentTo, minutes: sent.expiresInMinutes })}</Text>
                <CodeInput label={t('twoFactor.code')} hint={t('twoFactor.codeHint')} value={code} onChange={setCode} length={TWO_FACTOR_CODE_LENGTH} />
                <Button colorPalette="brand" type="submit" loading={verify.isPending} disabled={!codeComplete(code, TWO_FACTOR_CODE_LENGTH)}>
                  {t('twoFactor.verify')}
                </Button>
                {/* When Verify clears an earlier error, everything below moves up by the alert's height:
                    the second click of a double click on it (detail 2) must not land here. */}
                <Stack direction={{ base: 'column', sm: 'row' }} gap={2}>
                  <Button variant="ghost" size="sm" loading={send.isPending} onClick={(e) => e.detail < 2 && channel && sendCode(channel, true)}>
                    {t('twoFactor.resend')}
                  </Button>
                  <Button variant="ghost" size="sm" onClick={(e) => { if (e.detail < 2) { codeSent.forget(); setSent(null); send.reset(); verify.reset(); } }}>
                    {t('twoFactor.otherChannel')}
                  </Button>
                </Stack>
              </Stack>
            </form>
          )}
          <Button variant="outline" alignSelf="flex-start" onClick={() => void logout()}>
            <LogOut size={16} aria-hidden />
            {t('twoFactor.logout')}
          </Button>
        </Card.Body>
      </Card.Root>
    </PublicFrame>
  );
}
