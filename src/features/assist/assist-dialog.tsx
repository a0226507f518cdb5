import './assist-i18n';
import { Field, NativeSelect, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useSingleFlightMutation } from '@/api/http/use-single-flight-mutation';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '@/api/http/portal-client';
import { areaKey } from '@/api/query-scope';
import { useCurrentUser, useSessionScope } from '@/app/session/session';
import { FormDialog } from '@/components/form-dialog';
import { LabelledCheckbox } from '@/components/labelled-checkbox';
import { OwnNumberSelect } from '@/components/own-number-select';
import type { AssistRequest } from '@/contract/assist';
import { useAssistStore, type AssistReference } from '@/stores/assist-store';
import { showSnack } from '@/stores/snackbar-store';
import { AssistRequestField } from './assist-request-field';
import { assistLocations, assistNumbers, canSubmitAssist } from './logic/assist-rules';
import '@/contract/assist.endpoints'; // the definitions of its calls, loaded and preloaded with this module

/** Renders the Request Assist dialog while the store says it is open (mounted by the root route). */
export function AssistHost() {
  const open = useAssistStore((s) => s.open);
  const reference = useAssistStore((s) => s.reference);
  const close = useAssistStore((s) => s.close);
  return open ? <AssistDialog reference={reference} onClose={close} /> : null;
}

/**
 * Request Assist (core §2 Other dialogs, §4, §5 Assist request): the request text, a location, the
 * originating number and, for a request about an existing item, the permission checkbox; the
 * business hours. Submitting, then cleared and closed on success with a snack saying the request
 * went to the receptionists (closing alone left the user unsure it was sent); errors through the
 * shared handler.
 */
export function AssistDialog({ reference, onClose }: { reference: AssistReference | null; onClose: () => void }) {
  const { t } = useTranslation('assist');
  const user = useCurrentUser();
  const scope = useSessionScope();
  const queryClient = useQueryClient();
  const locationGroups = useMemo(() => assistLocations(user), [user]);
  const locations = useMemo(() => locationGroups.flatMap((g) => g.locations), [locationGroups]);
  const numbers = useMemo(() => assistNumbers(user), [user]);
  const [request, setRequest] = useState('');
  const [locationId, setLocationId] = useState<number | null>(
    locations.find((l) => l.locationId === reference?.locationId)?.locationId ?? locations[0]?.locationId ?? null,
  );
  const chosenLocation = locations.find((l) => l.locationId === locationId);
  const [numberId, setNumberId] = useState<number | null>(numbers[0]?.phoneNumberId ?? null);
  const [permission, setPermission] = useState(false);
  const submit = useSingleFlightMutation({
    mutationFn: (input: AssistRequest) => callEndpoint('assistRequest', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: areaKey(scope, 'messages') }),
  });
  const enabled = canSubmitAssist({
    request,
    locationId,
    outboundPhoneNumberId: numberId,
    submitting: submit.isPending,
    onExistingTask: reference !== null,
    permission,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!enabled || locationId === null || numberId === null) return;
    submit.mutate(
      {
        locationId,
        requestType: 'ASSIST',
        request,
        outboundPhoneNumberId: numberId,
        ...(reference ? { referenceMessageId: reference.referenceMessageId } : {}),
        ...(reference?.referenceTaskId ? { referenceTaskId: reference.referenceTaskId } : {}),
      },
      {
        onSuccess: () => {
          setRequest('');
          setPermission(false);
          showSnack({ message: t('sent'), tone: 'success' });
          onClose();
        },
        // A refusal is the shared error snack (src/app/query-client.ts); a second one here showed it twice.
      },
    );
  };

  return (
    <FormDialog
      title={t('title')}
      onSubmit={onSubmit}
      onClose={onClose}
      pending={submit.isPending}
      submitLabel={t('submit')}
      submitDisabled={!enabled}
      cancelLabel={t('cancel')}
      closeLabel={t('close')}
      problem={null}
    >
      <Text>{t('intro')}</Text>
      <AssistRequestField value={request} onChange={setRequest} />
      <Field.Root required disabled={locations.length === 0}>
        <Field.Label>{t('location')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={locationId ?? ''} onChange={(e) => setLocationId(Number(e.currentTarget.value) || null)}>
            {/* The offices under their accounts' names. */}
            {locationGroups.map((group) => (
              <optgroup key={group.accountName} label={group.accountName}>
                {group.locations.map((l) => (
                  <option key={l.locationId} value={l.locationId}>
                    {l.locationName}
                  </option>
                ))}
              </optgroup>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {locations.length === 0 ? <Field.HelperText>{t('noLocation')}</Field.HelperText> : null}
        {/* A closed select shows the office alone: with several accounts, say whose it is. */}
        {locationGroups.length > 1 && chosenLocation ? <Field.HelperText>{chosenLocation.accountName}</Field.HelperText> : null}
      </Field.Root>
      <Field.Root required disabled={numbers.length === 0}>
        <Field.Label>{t('number')}</Field.Label>
        <OwnNumberSelect numbers={numbers} value={numberId} onChange={setNumberId} />
        {/* Guests, billing and partner users have no number: say why Submit stays off. */}
        {numbers.length === 0 ? <Field.HelperText>{t('noNumber')}</Field.HelperText> : null}
      </Field.Root>
      {reference ? (
        <>
          <Text fontSize="sm" color="fg.muted">
            {t('existingTask')}
          </Text>
          <LabelledCheckbox checked={permission} onChange={setPermission}>
            {t('permission')}
          </LabelledCheckbox>
        </>
      ) : null}
      <Text fontSize="sm">
        <Text as="span" fontWeight="semibold">
          {t('hoursLabel')}
        </Text>{' '}
        {t('hours')}
      </Text>
    </FormDialog>
  );
}
