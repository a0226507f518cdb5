import type { OutboxRow } from '../db/repositories/outbox';
import { html, pageShell } from './layout';

const when = (date: Date) => date.toISOString().replace('T', ' ').slice(0, 19) + ' UTC';

/** The support console's outbox: what the portal sent (or stored for) each person, newest first. */
export function renderSupportOutbox(props: { nonce: string; recipient: string; rows: OutboxRow[] }): string {
  const body = html`<div class="card wide">
    <div class="spread">
      <div class="grow">
        <h1>Outbox</h1>
        <p class="lead">Messages the portal sent to people. Without a mail or SMS service they are kept here for you to pass on.</p>
      </div>
      <a href="/support">Back to customers</a>
    </div>
    <form method="get" action="/support/outbox" class="toolbar" role="search">
      <div class="field">
        <label for="to">Recipient</label>
        <input id="to" name="to" type="search" value="${props.recipient}" placeholder="Email address or mobile number">
      </div>
      <button type="submit">Search</button>
    </form>
    ${
      props.rows.length
        ? html`<table class="rows-on-phone">
            <caption class="sr-only">Outbox</caption>
            <thead><tr><th scope="col">Sent</th><th scope="col">To</th><th scope="col">What</th><th scope="col">Message</th></tr></thead>
            <tbody>${props.rows.map(
              (r) => html`<tr>
                <td>${when(r.createdAt)}<div class="muted">${r.status} · ${r.transport}</div></td>
                <td>${r.recipient}<div class="muted">${r.channel}</div></td>
                <td>${r.purpose}${r.subject ? html`<div class="muted">${r.subject}</div>` : html``}</td>
                <td>${r.body ?? html`<span class="muted">${r.error ?? 'Delivered by the service; the text is not kept.'}</span>`}</td>
              </tr>`,
            )}</tbody>
          </table>`
        : html`<p class="muted">No messages.</p>`
    }
  </div>`;
  return pageShell({ title: 'Outbox', nonce: props.nonce, body });
}
