import { Field, Input, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useSingleFlightMutation } from '@/api/http/use-single-flight-mutation';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/http/error-policy';
import { integrationsMutations } from '@/api/integrations/integrations.mutations';
import { useSessionScope } from '@/app/session/session';
import { FormDialog } from '@/components/form-dialog';
import { BACKFILL_MAX_DAYS, type TransferLink } from '@/contract/integrations';
import { showSnack } from '@/stores/snackbar-store';

/** Back Fill (billing-account §4): queue the past days' activity; the notice shows deliveriesQueued. */
export function BackfillDialog({ link, onClose }: { link: TransferLink; onClose: () => void }) {
  const { t } = useTranslation('integrations');
  const scope = useSessionScope();
  const queryClient = useQueryClient();
  const backfill = useSingleFlightMutation(integrationsMutations.backfill(scope, queryClient));
  const [days, setDays] = useState('7');
  const [problem, setProblem] = useState<string | null>(null);
  const value = Number(days);
  const valid = /^\d{1,3}$/.test(days) && value >= 1 && value <= BACKFILL_MAX_DAYS;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    backfill.mutate(
      { transferLinkId: link.transferLinkId, daysBack: value },
      {
        onSuccess: (answer) => {
          showSnack({ message: t('backfillDialog.queued', { count: answer.deliveriesQueued }), tone: 'success' });
          onClose();
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };
  return (
    <FormDialog
      title={t('backfillDialog.title')}
      onSubmit={submit}
      onClose={onClose}
      pending={backfill.isPending}
      submitLabel={t('backfillDialog.submit')}
      submitDisabled={!valid}
      cancelLabel={t('cancel')}
      closeLabel={t('closeDialog')}
      problem={problem}
    >
      <Text>{t('backfillDialog.text', { name: link.serviceName })}</Text>
      <Field.Root required invalid={!valid}>
        <Field.Label>{t('backfillDialog.days')}</Field.Label>
        <Input inputMode="numeric" value={days} maxLength={3} onChange={(e) => setDays(e.currentTarget.value.replace(/\D/g, ''))} />
        <Field.ErrorText>{t('backfillDialog.daysInvalid', { max: BACKFILL_MAX_DAYS })}</Field.ErrorText>
      </Field.Root>
    </FormDialog>
  );
}
