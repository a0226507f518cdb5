/**
 * Create Contact from a number's menu starts the new contact with the name of whom the number
 * belongs to (a caller, a text contact, a chat visitor), split into first and last name. Which names
 * are taken (not 'Unknown Caller', not the number itself) and how they split: the unit tests of
 * src/lib/contact-link-rules.ts and contact-rules.ts.
 * One menu selection per file (Zag's menu in jsdom: see transfer-menu.test.tsx).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { blockedQueries } from '@/api/blocked/blocked.queries';
import { sessionQueries } from '@/api/session/session.queries';
import { sessionScopeKey } from '@/api/query-scope';
import { testI18n, TestProviders } from '@/components/testing-provider';
import en from '@/locales/en/contacts.json';
import { createTestQueryClient } from '@/testing/query-client';
import { makeRole, makeUser } from '@/testing/user-fixtures';
import { ContactLinkMenu } from './contact-link-menu';

beforeAll(() => {
  testI18n.addResourceBundle('en', 'contacts', en, true, true);
});

describe('ContactLinkMenu: Create Contact', () => {
  it("opens the editor with the number and its party's name filled in", async () => {
    const client = createTestQueryClient();
    const scope = sessionScopeKey(null, false); // no session in tests: the anonymous scope
    client.setQueryData(sessionQueries.me(scope).queryKey, makeUser({ contacts: [], userAccountRoles: [makeRole({ accountId: 1, userRoleKey: 'USER' })] }));
    client.setQueryData(blockedQueries.list(scope, 1).queryKey, []);
    render(
      <QueryClientProvider client={client}>
        <ContactLinkMenu kind="phone" value="+15035550199" accountId={1} name="Ada King Lovelace" />
      </QueryClientProvider>,
      { wrapper: TestProviders },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Options for 503-555-0199' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Create Contact' }));
    // The editor's code loads on its first showing.
    const editor = await screen.findByRole('dialog', { name: 'New Contact' }, { timeout: 10_000 });
    expect(within(editor).getByLabelText<HTMLInputElement>('First name').value).toBe('Ada');
    expect(within(editor).getByLabelText<HTMLInputElement>('Last name').value).toBe('King Lovelace');
    expect(within(editor).getByLabelText<HTMLInputElement>('Phone 1').value).toBe('503-555-0199');
    expect(within(editor).getByRole('button', { name: 'Create Contact' })).toHaveProperty('disabled', false);
  });
});
