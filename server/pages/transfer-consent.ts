/**
 * The reference server's authorisation page for a transfer link (billing-account §4: "Other
 * services use an external authorisation page at {api}/transferauth?transferLinkId="), in the
 * manner of a provider's OAuth consent screen: who asks, what it will receive, Approve or Deny.
 */
import { escapeHtml, html, pageShell, raw } from './layout';

export const consentTexts = {
  title: (service: string) => `Authorize ${service}`,
  lead: (service: string) => `${service} is asking to receive the activity of your portal account.`,
  receives: 'If you approve, it will receive:',
  items: ['the calls, messages and chats your transfer rules select', 'the caller’s name and number, and when the activity was taken', 'the message text (never for HIPAA accounts unless the service is a medical service)'],
  approve: 'Approve',
  deny: 'Deny',
  signedInAs: (name: string) => `Signed in as ${name}.`,
  notFound: 'This transfer link was not found. Start again from Integrations in the portal.',
  expired: 'This authorization page has expired. Start again from Integrations in the portal.',
  alreadyAuthorized: 'This link is already authorized.',
  back: 'Back to Integrations',
};

export function renderConsentPage(o: { nonce: string; service: string; user: string; transferLinkId: number; state: string; authorized: boolean; portalUrl: string }): string {
  const body = o.authorized
    ? html`<div class="alert ok" role="status">${consentTexts.alreadyAuthorized}</div><a class="button" href="${o.portalUrl}">${consentTexts.back}</a>`
    : html`<p class="lead">${consentTexts.lead(o.service)}</p>
      <p>${consentTexts.receives}</p>
      <ul>${consentTexts.items.map((item) => html`<li>${item}</li>`)}</ul>
      <p class="muted">${consentTexts.signedInAs(o.user)}</p>
      <form method="post" action="/transferauth" class="spread">
        <input type="hidden" name="transferLinkId" value="${o.transferLinkId}">
        <input type="hidden" name="state" value="${o.state}">
        <button type="submit" name="decision" value="deny" class="secondary">${consentTexts.deny}</button>
        <button type="submit" name="decision" value="approve">${consentTexts.approve}</button>
      </form>`;
  return pageShell({ title: consentTexts.title(o.service), nonce: o.nonce, body: html`<div class="card"><h1>${consentTexts.title(o.service)}</h1>${body}</div>` });
}

export function renderConsentMissing(nonce: string, portalUrl: string, message: string = consentTexts.notFound): string {
  return pageShell({ title: 'Integrations', nonce, body: html`<div class="card"><h1>Integrations</h1><div class="alert error" role="alert">${message}</div><a class="button" href="${raw(escapeHtml(portalUrl))}">${consentTexts.back}</a></div>` });
}
