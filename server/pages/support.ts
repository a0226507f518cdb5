import type { SupportCustomer } from '../db/repositories/session';
import { html, pageShell, type SafeHtml } from './layout';

export const supportTexts = {
  badCredentials: 'The username or password is incorrect.',
  tooManyAttempts: 'Too many failed attempts. Please wait 15 minutes and try again.',
} as const;

export function renderSupportLoginPage(props: { nonce: string; username?: string; error?: string }): string {
  const alert = props.error ? html`<div class="alert error" role="alert" id="support-error">${props.error}</div>` : html``;
  const body = html`<div class="card">
    <h1>Support sign in</h1>
    <p class="lead">For support staff: open a customer's portal in an agent session.</p>
    ${alert}
    <form method="post" action="/support/login" novalidate>
      <div class="field">
        <label for="username">Username</label>
        <input id="username" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${props.username ?? ''}">
      </div>
      <div class="field">
        <label for="password">Password</label>
        <input id="password" name="password" type="password" autocomplete="current-password" required>
      </div>
      <button type="submit" class="full">Sign In</button>
    </form>
  </div>`;
  return pageShell({ title: 'Support sign in', nonce: props.nonce, body });
}

export function renderSupportConsole(props: {
  nonce: string;
  agentName: string;
  search: string;
  customers: SupportCustomer[];
  agentTtlMinutes: number;
}): string {
  const rows: SafeHtml[] = props.customers.map(
    (c) => html`<tr>
      <td><strong>${c.displayName}</strong><div class="muted">${c.username}</div></td>
      <td class="optional">${c.email}</td>
      <td>${c.accounts.length ? c.accounts.map((a) => html`<div>${a.accountName} <span class="muted">#${a.accountNumber} · ${a.userRoleKey}</span></div>`) : html`<span class="muted">No accounts</span>`}</td>
      <td class="row-actions">
        <form method="post" action="/support/sessions">
          <input type="hidden" name="userId" value="${c.userId}">
          <button type="submit" aria-label="Open portal as ${c.displayName}">Open portal</button>
        </form>
      </td>
    </tr>`,
  );
  const body = html`<div class="card wide">
    <div class="spread">
      <div class="grow">
        <h1>Customers</h1>
        <p class="lead">Signed in as ${props.agentName}. Agent sessions last ${props.agentTtlMinutes} minutes and every action is recorded.</p>
      </div>
      <div class="inline-actions"><a href="/support/outbox">Outbox</a><form method="post" action="/support/logout"><button type="submit" class="secondary">Sign out</button></form></div>
    </div>
    <form method="get" action="/support" class="toolbar" role="search">
      <div class="field">
        <label for="q">Search customers</label>
        <input id="q" name="q" type="search" value="${props.search}" placeholder="Name, username, email or account">
      </div>
      <button type="submit">Search</button>
    </form>
    ${
      rows.length
        ? html`<table class="rows-on-phone">
            <caption class="sr-only">Customers</caption>
            <thead><tr><th scope="col">Customer</th><th scope="col" class="optional">Email</th><th scope="col">Accounts</th><th scope="col"><span class="sr-only">Actions</span></th></tr></thead>
            <tbody>${rows}</tbody>
          </table>`
        : html`<p class="muted">No customers match “${props.search}”.</p>`
    }
  </div>`;
  return pageShell({ title: 'Support', nonce: props.nonce, body });
}
