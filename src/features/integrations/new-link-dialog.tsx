import { Button, Field, HStack, Input, NativeSelect, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSingleFlightMutation } from '@/api/http/use-single-flight-mutation';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/http/error-policy';
import { integrationsMutations } from '@/api/integrations/integrations.mutations';
import { integrationsQueries } from '@/api/integrations/integrations.queries';
import { useSessionScope } from '@/app/session/session';
import { FormDialog } from '@/components/form-dialog';
import { TOKEN_MAX, type TransferLink } from '@/contract/integrations';
import { isLinkEmail, isVerificationCode, linkSetup, needsVerification, smsLinkNumber, takesEmail, WEBHOOK_TRANSFER_KEYS } from '@/domain/integrations/link-setup';
import { webhookFieldProblem } from '@/domain/integrations/webhook-url';
import { showSnack } from '@/stores/snackbar-store';
import { HelpPopover } from './help-popover';
import { LinkCodeStep } from './link-code-step';
import { useResendCooldown } from './use-resend-cooldown';
import { WebhookField } from './webhook-dialog';

/**
 * New Service Link (billing-account §4): pick a service; CLIOGROW takes an inbox token; email,
 * SMS and medical-service links send a 5-digit code to their address, and the link is made only
 * with that code (the server makes it and checks it: a code the portal chose proved nothing);
 * other services go on to their authorisation page. The code step offers a new code (after a short
 * wait; the server limits codes per address too) and the way back to correct the address.
 */
export function NewLinkDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (link: TransferLink) => void }) {
  const { t } = useTranslation('integrations');
  const scope = useSessionScope();
  const queryClient = useQueryClient();
  const services = useQuery(integrationsQueries.services(scope));
  const verify = useSingleFlightMutation(integrationsMutations.verify(scope));
  const create = useSingleFlightMutation(integrationsMutations.create(scope, queryClient));
  const [serviceId, setServiceId] = useState('');
  const [token, setToken] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [apiKey, setApiKey] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [resent, setResent] = useState(false);
  const [code, setCode] = useState('');
  const [webhook, setWebhook] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const service = services.data?.find((s) => String(s.transferServiceId) === serviceId);
  const setup = service ? linkSetup(service) : null;
  const verifying = setup !== null && needsVerification(setup);
  const takesWebhook = !!service && WEBHOOK_TRANSFER_KEYS.includes(service.transferKey);
  // Optional: a webhook link without an address only records its deliveries until one is set.
  const webhookProblem = takesWebhook ? webhookFieldProblem(webhook) : null;
  const webhookOk = webhookProblem === null;
  const addressOk = setup === 'sms' ? smsLinkNumber(phone) !== null : setup !== null && takesEmail(setup) ? isLinkEmail(email.trim()) : true;
  // The address as the server keys its codes (E.164, lower-cased email): the wait follows it.
  const destination = !verifying ? null : setup === 'sms' ? smsLinkNumber(phone) : email.trim().toLowerCase();
  const cooldown = useResendCooldown(destination);
  const addressInput = useRef<HTMLInputElement>(null);

  const reset = (next: string) => {
    setServiceId(next);
    setCodeSent(false);
    setResent(false);
    setCode('');
    setWebhook('');
    setProblem(null);
  };

  /** Sends a code to the address; `again` from the code step (the earlier code stops working). */
  const sendCode = (again = false) => {
    if (!setup || !addressOk || !destination || cooldown.secondsLeft > 0) return;
    setProblem(null);
    verify.mutate(setup === 'sms' ? { phone } : { email: email.trim() }, {
      onSuccess: () => {
        cooldown.start(destination);
        setCodeSent(true);
        setResent(again);
        setCode('');
      },
      onError: (error) => setProblem(errorMessage(error)),
    });
  };

  /** Back to the address as typed; the code sent to it is left to expire. */
  const changeAddress = () => {
    // Rendered now, so the field is enabled and can take the focus the button it replaces held.
    flushSync(() => {
      setCodeSent(false);
      setResent(false);
      setCode('');
      setProblem(null);
    });
    verify.reset();
    addressInput.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!service || !setup) return;
    if (setup === 'token' && !token.trim()) return setProblem(t('newLinkDialog.tokenRequired'));
    if (verifying && !isVerificationCode(code.trim())) return setProblem(t('newLinkDialog.codeInvalid'));
    if (!webhookOk) return;
    setProblem(null);
    create.mutate(
      {
        transferServiceId: service.transferServiceId,
        ...(setup === 'token' ? { token: token.trim() } : {}),
        ...(setup === 'sms' ? { phone, code: code.trim() } : {}),
        ...(verifying && setup !== 'sms' ? { email: email.trim(), code: code.trim() } : {}),
        ...(setup === 'emailApiKey' && apiKey.trim() ? { apiKey: apiKey.trim() } : {}),
        ...(takesWebhook && webhook.trim() ? { webhookUrl: webhook.trim() } : {}),
      },
      {
        onSuccess: (link) => {
          showSnack({ message: t('newLinkDialog.created'), tone: 'success' });
          onCreated(link);
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  const canCreate = !!setup && webhookOk && (setup === 'token' ? !!token.trim() : verifying ? codeSent && code.trim().length === 5 : true);

  return (
    <FormDialog
      title={t('newLinkDialog.title')}
      onSubmit={submit}
      onClose={onClose}
      pending={create.isPending}
      submitLabel={t('newLinkDialog.create')}
      submitDisabled={!canCreate}
      cancelLabel={t('cancel')}
      closeLabel={t('closeDialog')}
      problem={problem}
    >
      <Field.Root required>
        <Field.Label>{t('newLinkDialog.service')}</Field.Label>
        <NativeSelect.Root disabled={services.isPending}>
          <NativeSelect.Field value={serviceId} onChange={(e) => reset(e.currentTarget.value)}>
            <option value="">{t('newLinkDialog.chooseService')}</option>
            {services.data?.map((s) => (
              <option key={s.transferServiceId} value={s.transferServiceId}>
                {s.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {setup === 'token' ? (
        <Field.Root required>
          <HStack gap={1}>
            <Field.Label>{t('newLinkDialog.token')}</Field.Label>
            <HelpPopover label={t('newLinkDialog.tokenHelp')} text={t('newLinkDialog.tokenHelpText')} />
          </HStack>
          <Input value={token} maxLength={TOKEN_MAX} onChange={(e) => setToken(e.currentTarget.value)} />
        </Field.Root>
      ) : null}
      {setup !== null && takesEmail(setup) ? (
        <Field.Root required invalid={!!email.trim() && !addressOk}>
          <Field.Label>{t('newLinkDialog.email')}</Field.Label>
          <Input ref={addressInput} type="email" value={email} maxLength={254} disabled={codeSent} onChange={(e) => setEmail(e.currentTarget.value)} />
          <Field.ErrorText>{t('newLinkDialog.emailInvalid')}</Field.ErrorText>
        </Field.Root>
      ) : null}
      {setup === 'emailApiKey' ? (
        <Field.Root>
          <Field.Label>{t('newLinkDialog.apiKey')}</Field.Label>
          <Input value={apiKey} maxLength={TOKEN_MAX} onChange={(e) => setApiKey(e.currentTarget.value)} />
        </Field.Root>
      ) : null}
      {setup === 'sms' ? (
        <Field.Root required invalid={!!phone.trim() && !addressOk}>
          <Field.Label>{t('newLinkDialog.phone')}</Field.Label>
          <Input ref={addressInput} type="tel" value={phone} maxLength={20} disabled={codeSent} onChange={(e) => setPhone(e.currentTarget.value)} />
          <Field.ErrorText>{t('newLinkDialog.phoneInvalid')}</Field.ErrorText>
        </Field.Root>
      ) : null}
      {verifying ? (
        !codeSent ? (
          // The same address again (back from Change address) waits as Resend code would.
          <Button alignSelf="flex-start" variant="outline" onClick={(e) => e.detail < 2 && sendCode()} loading={verify.isPending} disabled={!addressOk || (setup === 'sms' ? !phone.trim() : !email.trim()) || cooldown.secondsLeft > 0}>
            {cooldown.secondsLeft > 0 ? t('newLinkDialog.sendCodeIn', { seconds: cooldown.secondsLeft }) : t('newLinkDialog.sendCode')}
          </Button>
        ) : (
          <LinkCodeStep
            channel={setup === 'sms' ? 'sms' : 'email'}
            code={code}
            onCodeChange={setCode}
            resent={resent}
            secondsLeft={cooldown.secondsLeft}
            sending={verify.isPending}
            onResend={() => sendCode(true)}
            onChangeAddress={changeAddress}
          />
        )
      ) : null}
      {takesWebhook ? <WebhookField value={webhook} onChange={setWebhook} problem={webhookProblem} /> : null}
      {setup === 'external' ? (
        <Text fontSize="sm" color="fg.muted">
          {t('newLinkDialog.external')}
        </Text>
      ) : null}
    </FormDialog>
  );
}
