import { Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSingleFlightMutation } from '@/api/http/use-single-flight-mutation';
import { billingMutations } from '@/api/billing/billing.mutations';
import { errorMessage } from '@/api/http/error-policy';
import { useSessionScope } from '@/app/session/session';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormDialog } from '@/components/form-dialog';
import type { Account } from '@/contract/account';
import { PAYMENT_AMOUNT_MAX_CHARS, PAYMENT_AMOUNT_MIN, type Invoice, type PaymentMethod, type Surcharge } from '@/contract/billing';
import { formatMoney } from '@/domain/billing/money';
import { amountText, canPay, isAmountEntry, paymentAmountProblem } from '@/domain/billing/payment-amount';
import { showSnack } from '@/stores/snackbar-store';
import { initialPayMethod, isExpiredMethod } from './logic/payment-methods';

interface PayDialogProps {
  account: Account;
  invoice: Invoice;
  methods: PaymentMethod[];
  defaultMethodUid: string | null;
  /** `paid` when the payment was submitted. */
  onClose: (paid: boolean) => void;
}

const newKey = () => crypto.randomUUID().replace(/-/g, '');

/**
 * The payment flow (billing-account §4): method and amount, the surcharge queried first, a
 * confirmation when it is above 0, then the payment with the surcharge and the consent. One
 * idempotency key per attempt: a double click or a retried request charges once.
 */
export function PayDialog({ account, invoice, methods, defaultMethodUid, onClose }: PayDialogProps) {
  const { t, i18n } = useTranslation('billing');
  const scope = useSessionScope();
  const queryClient = useQueryClient();
  const surcharge = useMutation(billingMutations.surcharge());
  const pay = useSingleFlightMutation(billingMutations.pay(scope, queryClient));
  const [methodUid, setMethodUid] = useState(() => initialPayMethod(methods, defaultMethodUid));
  const [amount, setAmount] = useState(() => amountText(invoice.balance));
  const [confirming, setConfirming] = useState<Surcharge | null>(null);
  const [attemptKey, setAttemptKey] = useState(newKey);
  const money = (n: number) => formatMoney(n, invoice.currencyCode || account.currencyCode, i18n.language);
  const problem = amount === '' ? null : paymentAmountProblem(amount, invoice.balance);
  // An expired card is listed (so the person sees why it is not offered) but cannot be chosen.
  const method = methods.find((m) => m.id === methodUid && !isExpiredMethod(m));
  const busy = surcharge.isPending || pay.isPending;

  const submit = (quote: Surcharge) => {
    pay.mutate(
      {
        accountId: account.accountId,
        invoiceId: invoice.invoiceId,
        paymentMethodUid: methodUid,
        amount: Number(amount),
        idempotencyKey: attemptKey,
        surchargeMetadata: {
          surchargeAmount: quote.surchargeAmount,
          surchargePercent: quote.surchargePercent,
          totalAmount: quote.totalAmount,
          receivedConsent: quote.surchargeAmount > 0 ? 'Y' : 'N',
          displayedNotice: quote.surchargeAmount > 0 ? quote.surchargeText : undefined,
        },
      },
      {
        onSuccess: () => {
          showSnack({ message: t('pay.success'), tone: 'success' });
          onClose(true);
        },
        // A refusal (a declined card, an invoice already processing) is an error snack, the spec's
        // session-level rule (billing-account §4, §8); the dialog stays for another method or amount.
        onError: (error) => {
          setConfirming(null);
          setAttemptKey(newKey());
          showSnack({ message: errorMessage(error), tone: 'error' });
        },
      },
    );
  };

  const start = (event: FormEvent) => {
    event.preventDefault();
    if (!method || !canPay(method.id, amount, invoice.balance) || busy) return;
    surcharge.mutate(
      { accountId: account.accountId, amount: Number(amount), invoiceId: invoice.invoiceId, paymentMethodUid: methodUid, funding: method.card?.funding, methodType: method.type },
      {
        onSuccess: (quote) => (quote.surchargeAmount > 0 ? setConfirming(quote) : submit(quote)),
        onError: () => showSnack({ message: t('pay.surchargeFailed'), tone: 'error' }),
      },
    );
  };

  return (
    <>
      <FormDialog
        title={t('pay.title', { number: invoice.invoiceNumber })}
        onSubmit={start}
        onClose={() => onClose(false)}
        pending={busy}
        submitLabel={t('pay.submit')}
        submitDisabled={!canPay(method?.id, amount, invoice.balance)}
        cancelLabel={t('pay.cancel')}
        closeLabel={t('pay.close')}
        problem={null}
      >
        <Field.Root required>
          <Field.Label>{t('pay.method')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={methodUid} onChange={(e) => setMethodUid(e.currentTarget.value)}>
              <option value="" disabled>{t('pay.chooseMethod')}</option>
              {methods.map((m) =>
                isExpiredMethod(m) ? (
                  <option key={m.id} value={m.id} disabled>{t('pay.expiredMethod', { method: m.displayValue })}</option>
                ) : (
                  <option key={m.id} value={m.id}>{m.displayValue}</option>
                ),
              )}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root required invalid={problem !== null}>
          <Field.Label>{t('pay.amount')}</Field.Label>
          <Input
            inputMode="decimal"
            value={amount}
            maxLength={PAYMENT_AMOUNT_MAX_CHARS}
            onChange={(e) => {
              const next = e.currentTarget.value;
              if (isAmountEntry(next)) setAmount(next);
            }}
          />
          {problem ? <Field.ErrorText>{t(`pay.amountProblem.${problem}`)}</Field.ErrorText> : <Field.HelperText>{t('pay.amountHint', { min: money(PAYMENT_AMOUNT_MIN), due: money(invoice.balance) })}</Field.HelperText>}
        </Field.Root>
      </FormDialog>
      <ConfirmDialog
        open={confirming !== null}
        title={t('pay.surchargeTitle')}
        confirmLabel={t('pay.accept')}
        cancelLabel={t('pay.cancel')}
        pending={pay.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && submit(confirming)}
        body={
          confirming ? (
            <Stack gap={2}>
              <Text>{confirming.surchargeText}</Text>
              {[
                [t('pay.payment'), confirming.amount],
                [t('pay.surchargeAmount', { percent: confirming.surchargePercent }), confirming.surchargeAmount],
                [t('pay.total'), confirming.totalAmount],
              ].map(([label, value]) => (
                <HStack key={String(label)} justify="space-between">
                  <Text>{label}</Text>
                  <Text fontWeight="semibold">{money(Number(value))}</Text>
                </HStack>
              ))}
            </Stack>
          ) : null
        }
      />
    </>
  );
}
