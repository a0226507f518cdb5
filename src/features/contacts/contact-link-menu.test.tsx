import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { blockedQueries } from '@/api/blocked/blocked.queries';
import { sessionQueries } from '@/api/session/session.queries';
import { sessionScopeKey } from '@/api/query-scope';
import { testI18n, TestProviders } from '@/components/testing-provider';
import type { Contact } from '@/contract/contacts';
import en from '@/locales/en/contacts.json';
import { alanTuring } from '@/testing/contact-fixtures';
import { makeRole, makeUser } from '@/testing/user-fixtures';
import { ContactLinkMenu } from './contact-link-menu';

const alan: Contact = { ...alanTuring, contactMethods: [alanTuring.contactMethods[0]!] };

beforeAll(() => {
  testI18n.addResourceBundle('en', 'contacts', en, true, true);
});

function renderMenu(ui: ReactNode, roleKey: 'USER' | 'GUEST' = 'USER') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  const scope = sessionScopeKey(null, false); // no session in tests: the anonymous scope
  queryClient.setQueryData(
    sessionQueries.me(scope).queryKey,
    makeUser({
      contacts: [alan],
      userAccountRoles: [makeRole({ accountId: 1, userRoleKey: roleKey })],
    }),
  );
  queryClient.setQueryData(blockedQueries.list(scope, 1).queryKey, []);
  return render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>, { wrapper: TestProviders });
}

describe('ContactLinkMenu', () => {
  it('offers Block and Open Contact for a known number, and opens the contact', async () => {
    renderMenu(<ContactLinkMenu kind="phone" value="(503) 555-0100" accountId={1} />);
    await userEvent.click(screen.getByRole('button', { name: 'Options for 503-555-0100' }));
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Block' })).toBeTruthy());
    expect(screen.queryByRole('menuitem', { name: 'Call' })).toBeNull();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Open Contact' }));
    expect(await screen.findByRole('heading', { name: 'Alan Turing' })).toBeTruthy();
  });

  it('offers Create Contact and Add To Contact for an unknown email, without blocking', async () => {
    renderMenu(<ContactLinkMenu kind="email" value="new@person.example" accountId={1} />, 'GUEST');
    await userEvent.click(screen.getByRole('button', { name: 'Options for new@person.example' }));
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Create Contact' })).toBeTruthy());
    expect(screen.getByRole('menuitem', { name: 'Email' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Add To Contact' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Block' })).toBeNull();
  });

  it('offers no Block for a number the blocked list cannot hold', async () => {
    renderMenu(<ContactLinkMenu kind="phone" value="+1 503 555 0100 99" accountId={1} />);
    await userEvent.click(screen.getByRole('button', { name: /^Options for / }));
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Create Contact' })).toBeTruthy());
    expect(screen.queryByRole('menuitem', { name: 'Block' })).toBeNull();
  });

  it('leaves numbers under 10 digits as text', () => {
    renderMenu(<ContactLinkMenu kind="phone" value="555-0100" accountId={1} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('555-0100')).toBeTruthy();
  });
});
