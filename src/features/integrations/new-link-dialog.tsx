import { Button, Field, HStack, Input, NativeSelect, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSingleFlightMutation } from '@/api/http/use-single-flight-mutation';
import { useState, type FormEvent } from 'react';
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
import { WebhookField } from './webhook-dialog';

/**
 * New Service Link (billing-account §4): pick a service; CLIOGROW takes an inbox token; email,
 * SMS and medical-service links send a 5-digit code to their address, and the link is made only
 * with that code (the server makes it and checks it: a code the portal chose proved nothing);
 * other services go on to their authorisation page.
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

  const reset = (next: string) => {
    setServiceId(next);
    setCodeSent(false);
    setCode('');
    setWebhook('');
    setProblem(null);
  };

  const sendCode = () => {
    if (!setup || !addressOk) return;
    setProblem(null);
    verify.mutate(setup === 'sms' ? { phone } : { email: email.trim() }, {
      onSuccess: () => setCodeSent(true),
      onError: (error) => setProblem(errorMessage(error)),
    });
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
          <Input type="email" value={email} maxLength={254} disabled={codeSent} onChange={(e) => setEmail(e.currentTarget.value)} />
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
          <Input type="tel" value={phone} maxLength={20} disabled={codeSent} onChange={(e) => setPhone(e.currentTarget.value)} />
          <Field.ErrorText>{t('newLinkDialog.phoneInvalid')}</Field.ErrorText>
        </Field.Root>
      ) : null}
      {verifying ? (
        !codeSent ? (
          <Button alignSelf="flex-start" variant="outline" onClick={sendCode} loading={verify.isPending} disabled={!addressOk || (setup === 'sms' ? !phone.trim() : !email.trim())}>
            {t('newLinkDialog.sendCode')}
          </Button>
        ) : (
          <>
            <Text fontSize="sm" role="status">
              {t('newLinkDialog.codeSent')}
            </Text>
            <Field.Root required>
              <HStack gap={1}>
                <Field.Label>{t('newLinkDialog.code')}</Field.Label>
                <HelpPopover label={t('newLinkDialog.codeHelp')} text={t('newLinkDialog.codeHelpText')} />
              </HStack>
              <Input inputMode="numeric" autoComplete="one-time-code" value={code} maxLength={5} onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, ''))} />
            </Field.Root>
          </>
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
