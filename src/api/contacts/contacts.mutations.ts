import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/api/http/portal-client';
import { areaKey, type SessionScope } from '@/api/query-scope';
import { sessionQueries } from '@/api/session/session.queries';
import type { Contact, CreateContactRequest } from '@/contract/contacts';
import type { ContactSavePlan } from '@/lib/contact-rules';
import { withoutAppliedSteps } from '@/api/contacts/contact-save-retry';
import { removeContact, upsertContact } from './contacts.cache';
import '@/contract/contacts.endpoints'; // the definitions of its calls, loaded and preloaded with this module

/**
 * The contact book lives in the User payload (core §3 User.contacts): every change patches the
 * cached user with the contact the server answered, then invalidates the user (the returned
 * promise keeps the editor busy until the fresh user is in). UI effects stay at the call site.
 */
function settle(
  scope: SessionScope,
  queryClient: QueryClient,
  patch: (user: Parameters<typeof upsertContact>[0]) => ReturnType<typeof upsertContact>,
) {
  queryClient.setQueryData(sessionQueries.me(scope).queryKey, patch);
  return queryClient.invalidateQueries({ queryKey: sessionQueries.all(scope) });
}

/** Runs the calls of a save plan in order; the last answer is the contact as it now stands. */
async function runPlan(plan: ContactSavePlan): Promise<Contact | null> {
  const id = { id: plan.contactId };
  let latest: Contact | null = null;
  if (plan.fields) latest = await callEndpoint('updateContact', plan.fields, id);
  for (const methodId of plan.remove) latest = await callEndpoint('deleteContactMethod', {}, { ...id, methodId });
  for (const { methodId, body } of plan.update)
    latest = await callEndpoint('updateContactMethod', body, {
      ...id,
      methodId,
    });
  for (const body of plan.add) latest = await callEndpoint('addContactMethod', body, id);
  return latest;
}

export const contactsMutations = {
  create: (scope: SessionScope, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...areaKey(scope, 'contacts'), 'create'],
      mutationFn: (input: CreateContactRequest) => callEndpoint('createContact', input),
      onSuccess: (contact) => settle(scope, queryClient, (user) => upsertContact(user, contact)),
    }),
  save: (scope: SessionScope, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...areaKey(scope, 'contacts'), 'save'],
      // Planned from the editor's draft; trimmed against the contact as the server now has it, so
      // Save after a half-applied failure never adds a method twice.
      mutationFn: (plan: ContactSavePlan) => {
        const user = queryClient.getQueryData(sessionQueries.me(scope).queryKey);
        return runPlan(withoutAppliedSteps(plan, user?.contacts.find((c) => c.contactId === plan.contactId)));
      },
      onSuccess: (contact) => settle(scope, queryClient, (user) => (contact ? upsertContact(user, contact) : user)),
      // A plan can fail half-way: what was applied is on the server, so refresh either way.
      onError: () => queryClient.invalidateQueries({ queryKey: sessionQueries.all(scope) }),
    }),
  remove: (scope: SessionScope, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...areaKey(scope, 'contacts'), 'delete'],
      mutationFn: (contactId: number) => callEndpoint('deleteContact', {}, { id: contactId }),
      onSuccess: (_ok, contactId) => settle(scope, queryClient, (user) => removeContact(user, contactId)),
    }),
};
