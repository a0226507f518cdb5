/**
 * The local test processor's hosted pages (README "Payments"): a card form (checkout) and a
 * bank-link form, in the manner of a processor's test mode. Both post back to themselves and,
 * once the method is added, send the browser back to the portal's /billing?tab=2.
 */
import { html, pageShell, raw, type SafeHtml } from './layout';

export interface CheckoutPageOptions {
  nonce: string;
  kind: 'card' | 'bank';
  accountName: string;
  returnUrl: string;
  error?: string | undefined;
  values?: Record<string, string>;
}

const field = (id: string, label: string, options: { value?: string | undefined; autocomplete?: string; inputmode?: string; hint?: string } = {}): SafeHtml => html`
<div class="field">
  <label for="${id}">${label}</label>
  <input type="text" id="${id}" name="${id}" value="${options.value ?? ''}" required
    ${options.autocomplete ? raw(`autocomplete="${options.autocomplete}"`) : ''} ${options.inputmode ? raw(`inputmode="${options.inputmode}"`) : ''}
    ${options.hint ? raw(`aria-describedby="${id}-hint"`) : ''}>
  ${options.hint ? html`<p class="muted" id="${id}-hint">${options.hint}</p>` : ''}
</div>`;

export function renderCheckoutPage(o: CheckoutPageOptions): string {
  const v = o.values ?? {};
  const card = o.kind === 'card';
  const title = card ? 'Add a card' : 'Link a bank account';
  const body = html`
<section class="card" aria-labelledby="title">
  <h1 id="title">${title}</h1>
  <p class="lead">Test payments for ${o.accountName}. No real money moves.</p>
  ${o.error ? html`<div class="alert error" role="alert">${o.error}</div>` : ''}
  <form method="post">
    ${field('name', card ? 'Name on card' : 'Account holder name', { value: v['name'], autocomplete: card ? 'cc-name' : 'name' })}
    ${card
      ? html`${field('number', 'Card number', { value: v['number'], autocomplete: 'cc-number', inputmode: 'numeric', hint: 'Test cards: 4242 4242 4242 4242 (credit), 4000 0566 5566 5556 (debit), 4000 0000 0000 0002 (declined).' })}
        ${field('expiry', 'Expiry (MM/YY)', { value: v['expiry'], autocomplete: 'cc-exp' })}
        ${field('cvc', 'CVC', { value: v['cvc'], autocomplete: 'cc-csc', inputmode: 'numeric' })}`
      : html`${field('routing', 'Routing number', { value: v['routing'], inputmode: 'numeric', hint: 'Test routing number: 110000000.' })}
        ${field('account', 'Account number', { value: v['account'], inputmode: 'numeric' })}
        <div class="field"><label for="accountType">Account type</label>
          <select id="accountType" name="accountType"><option value="checking">Checking</option><option value="savings"${v['accountType'] === 'savings' ? raw(' selected') : ''}>Savings</option></select></div>`}
    <button type="submit" class="full">${card ? 'Save card' : 'Link account'}</button>
  </form>
  <p><a href="${o.returnUrl}">Cancel and return to billing</a></p>
</section>`;
  return pageShell({ title, nonce: o.nonce, body });
}

export function renderCheckoutGone(nonce: string, returnUrl: string): string {
  return pageShell({
    title: 'Link expired',
    nonce,
    body: html`<section class="card"><h1>This page has expired</h1><p class="lead">This payment page was already used or has expired. Start again from billing.</p><p><a class="button" href="${returnUrl}">Return to billing</a></p></section>`,
  });
}
