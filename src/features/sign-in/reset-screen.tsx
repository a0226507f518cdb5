import { Button, Card, Field, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/http/error-policy';
import { useSingleFlightMutation } from '@/api/http/use-single-flight-mutation';
import { signInMutations } from '@/api/sign-in/sign-in.mutations';
import { usePageTitle } from '@/components/page-header';
import { PublicFrame } from '@/components/public-frame';
import { RESET_CODE_MINUTES } from '@/contract/sign-in';
import { codeComplete } from '@/lib/code-entry';
import { env } from '@/lib/env';
import { CodeInput } from './code-input';
import { ErrorAlert } from './error-alert';
import { resetIdentityProblems } from './reset-identity';
import { stepMemory } from './step-memory';
import { SupportFooter } from './support-footer';
import './sign-in-i18n';

type Step = 'email' | 'code' | 'done';

/** A code was sent to this email (and mobile): a reload comes back to the code step. */
const codeSent = stepMemory('resetCodeSent', z.object({ email: z.string(), mobile: z.string() }));

/** The login page, coming back to the portal root (not to #reset). */
const loginUrl = () => `${env.apiBase}/login?returnUrl=${encodeURIComponent(`${window.location.origin}/`)}`;
/** Leaving for the login page drops the password-reset flag cookie (core §9). */
const clearResetFlag = () => {
  document.cookie = 'portalPasswordReset=; Max-Age=0; Path=/';
};

/** Password reset (billing-account §2, §4): email (and mobile), then the 6-digit code, then the emailed password. */
export function ResetScreen() {
  const { t } = useTranslation('sign-in');
  usePageTitle(t('reset.title'));
  const [sentBefore] = useState(() => codeSent.recall());
  const [step, setStep] = useState<Step>(sentBefore ? 'code' : 'email');
  const [email, setEmail] = useState(sentBefore?.email ?? '');
  const [mobile, setMobile] = useState(sentBefore?.mobile ?? '');
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  // Field problems show once Send Code was pressed, then follow the typing.
  const [checked, setChecked] = useState(false);
  const sendCode = useSingleFlightMutation(signInMutations.sendResetCode());
  const reset = useSingleFlightMutation(signInMutations.resetPassword());
  const failure = sendCode.error ?? reset.error;
  const identity = { email: email.trim(), ...(mobile.trim() ? { mobile: mobile.trim() } : {}) };
  const problems = resetIdentityProblems(identity);

  const requestCode = (event: FormEvent, again = false) => {
    event.preventDefault();
    setChecked(true);
    if (problems.email || problems.mobile) return;
    reset.reset();
    sendCode.mutate(identity, {
      onSuccess: () => {
        codeSent.remember({ email, mobile }, RESET_CODE_MINUTES * 60_000);
        setStep('code');
        setCode('');
        setNotice(again ? t('reset.codeResent') : null);
      },
    });
  };
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    sendCode.reset();
    reset.mutate(
      { ...identity, resetCode: code },
      {
        onSuccess: () => {
          codeSent.forget();
          setStep('done');
        },
      },
    );
  };

  return (
    <PublicFrame footer={<SupportFooter />}>
      <Card.Root variant="outline" bg="bg.panel" shadow="sm">
        <Card.Body gap={4}>
          <Heading as="h1" size="xl">
            {step === 'done' ? t('reset.doneTitle') : t('reset.title')}
          </Heading>
          <ErrorAlert title={t('reset.errorTitle')} message={failure ? errorMessage(failure) : null} />
          {step === 'email' ? (
            <form onSubmit={(e) => requestCode(e)} noValidate>
              <Stack gap={4}>
                <Text color="fg.muted">{t('reset.emailStep')}</Text>
                <Field.Root required invalid={checked && problems.email}>
                  <Field.Label>{t('reset.email')}</Field.Label>
                  <Input type="email" autoComplete="email" maxLength={254} value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
                  <Field.ErrorText>{t('reset.emailInvalid')}</Field.ErrorText>
                </Field.Root>
                <Field.Root invalid={checked && problems.mobile}>
                  <Field.Label>{t('reset.mobile')}</Field.Label>
                  <Input type="tel" autoComplete="tel" maxLength={20} value={mobile} onChange={(e) => setMobile(e.currentTarget.value)} />
                  <Field.ErrorText>{t('reset.mobileInvalid')}</Field.ErrorText>
                </Field.Root>
                <Button colorPalette="brand" type="submit" loading={sendCode.isPending} disabled={!email.trim()}>
                  {t('reset.sendCode')}
                </Button>
              </Stack>
            </form>
          ) : null}
          {step === 'code' ? (
            <form onSubmit={confirm} noValidate>
              <Stack gap={4}>
                <Text color="fg.muted">{t('reset.codeStep')}</Text>
                {notice ? <Text role="status">{notice}</Text> : null}
                <CodeInput label={t('reset.code')} hint={t('reset.codeHint')} value={code} onChange={setCode} />
                <Button colorPalette="brand" type="submit" loading={reset.isPending} disabled={!codeComplete(code)}>
                  {t('reset.confirm')}
                </Button>
                {/* When Reset Password clears an earlier error, everything below moves up by the alert's
                    height: the second click of a double click on it (detail 2) must not land here. */}
                <Stack direction={{ base: 'column', sm: 'row' }} gap={2}>
                  <Button variant="ghost" size="sm" loading={sendCode.isPending} onClick={(e) => e.detail < 2 && requestCode(e, true)}>
                    {t('reset.resend')}
                  </Button>
                  <Button variant="ghost" size="sm" onClick={(e) => { if (e.detail < 2) { codeSent.forget(); setStep('email'); sendCode.reset(); reset.reset(); } }}>
                    {t('reset.otherEmail')}
                  </Button>
                </Stack>
              </Stack>
            </form>
          ) : null}
          {step === 'done' ? (
            <Stack gap={4}>
                <Text role="status">{t('reset.done')}</Text>
                <Button colorPalette="brand" asChild>
                  <Link href={loginUrl()} onClick={clearResetFlag}>
                    {t('reset.backToLogin')}
                  </Link>
                </Button>
              </Stack>
            ) : null}
            {step !== 'done' ? (
              <Link href={loginUrl()} onClick={clearResetFlag} fontSize="sm" color="brand.fg" alignSelf="flex-start">
                {t('reset.backToLogin')}
              </Link>
            ) : null}
          </Card.Body>
        </Card.Root>
      </PublicFrame>
    );
  }
