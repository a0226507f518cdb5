import './billing-i18n';
import { Box, Button, Field, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSingleFlightMutation } from '@/api/http/use-single-flight-mutation';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountMutations } from '@/api/account/account.mutations';
import { accountQueries } from '@/api/account/account.queries';
import { billingQueries } from '@/api/billing/billing.queries';
import { errorMessage } from '@/api/http/error-policy';
import { useSessionScope } from '@/app/session/session';
import { FormDialog } from '@/components/form-dialog';
import { ADDRESS_FIELD_MAX, addressCountries, type Account } from '@/contract/account';
import { addressFormOf, canSaveAddress, type AddressForm, type AddressKind } from '@/lib/account-address';
import { showSnack } from '@/stores/snackbar-store';

/** The account is read again this long after the dialog closes (billing-account §2, §9). */
export const ADDRESS_REFRESH_DELAY_MS = 2000;

interface AddressDialogProps {
  account: Account;
  /** billing (editType billing) or shipping (editType service). */
  kind: AddressKind;
  onClose: () => void;
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * 'Edit Address' (billing-account §2 Address dialog): the four countries, State and Zip for the
 * US, Territory/Province and Postal Code otherwise, suggestions (at most 10) as line 1 is typed,
 * Save only when line 1, city, country, state/territory and zip/postal code are filled. The
 * account is refreshed 2 seconds after the dialog closes.
 */
export function AddressDialog({ account, kind, onClose }: AddressDialogProps) {
  const { t } = useTranslation('billing');
  const scope = useSessionScope();
  const queryClient = useQueryClient();
  const save = useSingleFlightMutation(accountMutations.update(scope, queryClient));
  const [form, setForm] = useState<AddressForm>(() => addressFormOf(account, kind));
  const [typed, setTyped] = useState(false);
  const search = useDebounced(form.address1.trim(), 250);
  const suggestions = useQuery({ ...billingQueries.addressSuggestions(scope, search, form.country), enabled: typed && search.length >= 3 });
  const us = form.country === 'US';
  // The value is read in the handler: React may run the updater after the event, when the
  // event's currentTarget is already null (changing Country after typing crashed the screen).
  const set = (key: keyof AddressForm) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    if (key === 'address1') setTyped(true);
    // A state and a zip belong to their country: another country's are asked for again, not kept
    // (an Arizona state and zip stayed under Canada, and Save took them).
    if (key === 'country') setForm((f) => (f.country === value ? f : { ...f, country: value as AddressForm['country'], state: '', zip: '' }));
    else setForm((f) => ({ ...f, [key]: value }));
  };
  const close = () => {
    onClose();
    const accountId = account.accountId;
    setTimeout(() => void queryClient.invalidateQueries({ queryKey: accountQueries.detail(scope, accountId).queryKey }), ADDRESS_REFRESH_DELAY_MS);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSaveAddress(form)) return;
    save.mutate(
      { accountId: account.accountId, editType: kind === 'billing' ? 'billing' : 'service', ...form, changeSummary: `${kind === 'billing' ? 'Billing' : 'Service'} address edited in the portal` },
      {
        onSuccess: () => {
          showSnack({ message: t('address.saved'), tone: 'success' });
          close();
        },
      },
    );
  };
  const list = typed && suggestions.data ? suggestions.data.suggestions : [];
  return (
    <FormDialog
      title={t('address.title')}
      onSubmit={submit}
      onClose={close}
      pending={save.isPending}
      submitLabel={t('address.save')}
      submitDisabled={!canSaveAddress(form)}
      cancelLabel={t('address.cancel')}
      closeLabel={t('address.close')}
      problem={save.isError ? errorMessage(save.error) : null}
    >
      <Field.Root required>
        <Field.Label>{t('address.country')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={form.country} onChange={set('country')}>
            {Object.entries(addressCountries).map(([code, name]) => (
              <option key={code} value={code}>{name}</option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root required>
        <Field.Label>{t('address.address1')}</Field.Label>
        <Input value={form.address1} maxLength={ADDRESS_FIELD_MAX} onChange={set('address1')} autoComplete="off" />
      </Field.Root>
      {list.length > 0 ? (
        <Box as="section" aria-label={t('address.suggestions')} borderWidth="1px" borderRadius="md" maxH="56" overflowY="auto">
          <Stack gap={0} as="ul" listStyleType="none" m={0} p={0}>
            {list.map((s) => (
              <li key={`${s.address1}|${s.zip}`}>
                <Button
                  variant="ghost"
                  w="full"
                  justifyContent="flex-start"
                  h="auto"
                  py={2}
                  whiteSpace="normal"
                  textAlign="start"
                  onClick={() => {
                    setTyped(false);
                    setForm({ address1: s.address1, address2: s.address2, city: s.city, state: s.state, zip: s.zip, country: s.country });
                  }}
                >
                  <Text as="span">{`${s.address1}, ${s.city}, ${s.state} ${s.zip}`}</Text>
                </Button>
              </li>
            ))}
          </Stack>
        </Box>
      ) : null}
      <Field.Root>
        <Field.Label>{t('address.address2')}</Field.Label>
        <Input value={form.address2} maxLength={ADDRESS_FIELD_MAX} onChange={set('address2')} />
      </Field.Root>
      <Field.Root required>
        <Field.Label>{t('address.city')}</Field.Label>
        <Input value={form.city} maxLength={ADDRESS_FIELD_MAX} onChange={set('city')} />
      </Field.Root>
      <Field.Root required>
        <Field.Label>{us ? t('address.state') : t('address.territory')}</Field.Label>
        <Input value={form.state} maxLength={ADDRESS_FIELD_MAX} onChange={set('state')} />
      </Field.Root>
      <Field.Root required>
        <Field.Label>{us ? t('address.zip') : t('address.postalCode')}</Field.Label>
        <Input value={form.zip} maxLength={20} onChange={set('zip')} />
      </Field.Root>
    </FormDialog>
  );
}
