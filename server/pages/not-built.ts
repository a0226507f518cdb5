import { html, pageShell } from './layout';

export const notBuiltText = 'Portal not built yet — run npm run build';

export function renderNotBuiltPage(nonce: string): string {
  return pageShell({
    title: 'Not built',
    nonce,
    body: html`<div class="card"><h1>${notBuiltText}</h1><p class="lead">The API, the login page (<a href="/login">/login</a>) and the support console are running; the single-page app is missing from the static directory.</p></div>`,
  });
}
