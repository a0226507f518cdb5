import { Field, Input, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useSingleFlightMutation } from '@/api/http/use-single-flight-mutation';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/http/error-policy';
import { integrationsMutations } from '@/api/integrations/integrations.mutations';
import { useSessionScope } from '@/app/session/session';
import { FormDialog } from '@/components/form-dialog';
import { WEBHOOK_URL_MAX, type TransferLink } from '@/contract/integrations';
import { webhookFieldProblem, type WebhookUrlProblem } from '@/domain/integrations/webhook-url';
import { showSnack } from '@/stores/snackbar-store';

/**
 * Webhook Address of a ZAPIER link: where each delivery is posted as JSON. Empty clears it (the
 * deliveries are then only recorded). The server also refuses plain http and internal hosts in
 * production; its message shows under the field.
 */
export function WebhookDialog({ link, onClose }: { link: TransferLink; onClose: () => void }) {
  const { t } = useTranslation('integrations');
  const scope = useSessionScope();
  const queryClient = useQueryClient();
  const update = useSingleFlightMutation(integrationsMutations.update(scope, queryClient));
  const [address, setAddress] = useState(link.parsedParametersJson?.webhookUrl ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const fieldProblem = webhookFieldProblem(address);
  const valid = fieldProblem === null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    update.mutate(
      { transferLinkId: link.transferLinkId, webhookUrl: address.trim() },
      {
        onSuccess: () => {
          showSnack({ message: address.trim() ? t('webhookDialog.saved') : t('webhookDialog.cleared'), tone: 'success' });
          onClose();
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };
  return (
    <FormDialog
      title={t('webhookDialog.title')}
      onSubmit={submit}
      onClose={onClose}
      pending={update.isPending}
      submitLabel={t('webhookDialog.save')}
      submitDisabled={!valid}
      cancelLabel={t('cancel')}
      closeLabel={t('closeDialog')}
      problem={problem}
    >
      <Text>{t('webhookDialog.text', { name: link.serviceName })}</Text>
      <WebhookField value={address} onChange={setAddress} problem={fieldProblem} />
    </FormDialog>
  );
}

/** The address field, shared with New Service Link. */
export function WebhookField({ value, onChange, problem }: { value: string; onChange: (value: string) => void; problem: WebhookUrlProblem | null }) {
  const { t } = useTranslation('integrations');
  return (
    <Field.Root invalid={problem !== null}>
      <Field.Label>{t('webhookDialog.address')}</Field.Label>
      <Input type="url" inputMode="url" placeholder="https://hooks.zapier.com/…" value={value} maxLength={WEBHOOK_URL_MAX} onChange={(e) => onChange(e.currentTarget.value)} />
      {problem === 'length' ? (
        <Field.ErrorText>{t('webhookDialog.tooLong', { max: WEBHOOK_URL_MAX })}</Field.ErrorText>
      ) : problem === 'shape' ? (
        <Field.ErrorText>{t('webhookDialog.invalid')}</Field.ErrorText>
      ) : (
        <Field.HelperText>{t('webhookDialog.help')}</Field.HelperText>
      )}
    </Field.Root>
  );
}
