/**
 * Address autocomplete (billing-account §2 Address dialog: "a third-party address autocomplete
 * service (US and international lookups, at most 10 results)"): one adapter, two
 * implementations. With SMARTY_AUTH_ID and SMARTY_AUTH_TOKEN, Smarty's US and International
 * Autocomplete APIs; otherwise the bundled data set (address-data.ts) the reference server and
 * the tests use.
 */
import { ADDRESS_SUGGESTIONS_MAX, type AddressSuggestion } from '../../../src/contract/account';
import type { ServerEnv } from '../../env';
import { bundledAddresses } from './address-data';

export interface AddressLookup {
  readonly name: 'bundled' | 'smarty';
  suggest(search: string, country: AddressSuggestion['country']): Promise<AddressSuggestion[]>;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export function createBundledLookup(data: AddressSuggestion[] = bundledAddresses): AddressLookup {
  return {
    name: 'bundled',
    async suggest(search, country) {
      const words = fold(search).split(/[\s,]+/).filter(Boolean);
      return data
        .filter((a) => a.country === country)
        .filter((a) => {
          const text = fold(`${a.address1} ${a.city} ${a.state} ${a.zip}`);
          return words.every((w) => text.includes(w));
        })
        .slice(0, ADDRESS_SUGGESTIONS_MAX);
    },
  };
}

export function createSmartyLookup(auth: { id: string; token: string }, fetchImpl: typeof fetch = fetch): AddressLookup {
  const iso3: Record<AddressSuggestion['country'], string> = { US: 'USA', CA: 'CAN', GB: 'GBR', DE: 'DEU' };
  return {
    name: 'smarty',
    async suggest(search, country) {
      const credentials = new URLSearchParams({ 'auth-id': auth.id, 'auth-token': auth.token });
      if (country === 'US') {
        const res = await fetchImpl(`https://us-autocomplete-pro.api.smarty.com/lookup?${credentials}&${new URLSearchParams({ search, max_results: String(ADDRESS_SUGGESTIONS_MAX) })}`);
        if (!res.ok) throw new Error(`Address lookup answered ${res.status}`);
        const body = (await res.json()) as { suggestions?: { street_line: string; secondary: string; city: string; state: string; zipcode: string }[] };
        return (body.suggestions ?? []).slice(0, ADDRESS_SUGGESTIONS_MAX).map((s) => ({ address1: s.street_line, address2: s.secondary, city: s.city, state: s.state, zip: s.zipcode, country }));
      }
      const res = await fetchImpl(`https://international-autocomplete.api.smarty.com/v2/lookup?${credentials}&${new URLSearchParams({ search, country: iso3[country], max_results: String(ADDRESS_SUGGESTIONS_MAX) })}`);
      if (!res.ok) throw new Error(`Address lookup answered ${res.status}`);
      const body = (await res.json()) as { candidates?: { street: string; locality: string; administrative_area: string; postal_code: string }[] };
      return (body.candidates ?? []).slice(0, ADDRESS_SUGGESTIONS_MAX).map((s) => ({ address1: s.street, address2: '', city: s.locality, state: s.administrative_area, zip: s.postal_code, country }));
    },
  };
}

const lookups = new WeakMap<ServerEnv, AddressLookup>();

export function addressLookupOf(env: ServerEnv): AddressLookup {
  let lookup = lookups.get(env);
  if (!lookup) {
    lookup = env.SMARTY_AUTH_ID && env.SMARTY_AUTH_TOKEN ? createSmartyLookup({ id: env.SMARTY_AUTH_ID, token: env.SMARTY_AUTH_TOKEN }) : createBundledLookup();
    lookups.set(env, lookup);
  }
  return lookup;
}
