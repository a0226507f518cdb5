/**
 * Where a CLIO link's contacts come from: Clio's contacts API with the link's token when
 * PORTAL_CLIO_API_URL is set (README, configuration), otherwise the reference directory below,
 * which the reference server and e2e use. Bounded: one page, at most MAX_IMPORT contacts, 10 s.
 */
import type { ImportedContact } from '../../db/repositories/integrations-contacts';

export const MAX_IMPORT = 200;

export interface ClioContactSource {
  readonly kind: 'clio' | 'reference';
  contacts(token: string | null): Promise<ImportedContact[]>;
}

export const referenceClioContacts: ClioContactSource = {
  kind: 'reference',
  contacts: async () => [
    { firstName: 'Rosa', lastName: 'Delgado', business: 'Delgado Holdings', email: 'rosa.delgado@clio-demo.example', phone: '+15035550311' },
    { firstName: 'Martin', lastName: 'Okafor', business: '', email: 'martin.okafor@clio-demo.example', phone: '+15035550312' },
    { firstName: 'Yuki', lastName: 'Tanaka', business: 'Tanaka Design LLC', email: 'yuki@tanaka-design.example', phone: null },
  ],
};

interface ClioContact {
  first_name?: string | null;
  last_name?: string | null;
  name?: string | null;
  type?: string | null;
  primary_email_address?: string | null;
  primary_phone_number?: string | null;
}

export function clioApiContacts(baseUrl: string, fetcher: typeof fetch = fetch): ClioContactSource {
  return {
    kind: 'clio',
    async contacts(token) {
      if (!token) throw new Error('The Clio link has no access token.');
      const url = `${baseUrl}/api/v4/contacts.json?fields=name,first_name,last_name,type,primary_email_address,primary_phone_number&limit=${MAX_IMPORT}`;
      const response = await fetcher(url, { headers: { Authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(10_000) });
      if (!response.ok) throw new Error(`Clio answered ${response.status}.`);
      const body = (await response.json()) as { data?: ClioContact[] };
      return (body.data ?? []).slice(0, MAX_IMPORT).map((c) => ({
        firstName: (c.type === 'Company' ? '' : (c.first_name ?? '')).slice(0, 100),
        lastName: (c.type === 'Company' ? '' : (c.last_name ?? '')).slice(0, 100),
        business: (c.type === 'Company' ? (c.name ?? '') : '').slice(0, 100),
        email: c.primary_email_address?.slice(0, 254) ?? null,
        phone: c.primary_phone_number?.replace(/[^\d+]/g, '').slice(0, 20) || null,
      }));
    },
  };
}

export function clioContactSource(apiUrl: string | undefined): ClioContactSource {
  return apiUrl ? clioApiContacts(apiUrl) : referenceClioContacts;
}
