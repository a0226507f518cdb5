import { html, pageShell, productName, type SafeHtml } from './layout';

export interface LoginPageProps {
  nonce: string;
  returnUrl: string;
  username?: string;
  error?: string;
  /** Said under the error: how many attempts are left before the login is paused. */
  warning?: string;
  notice?: string;
  /** Demo logins shown outside production. */
  demo?: { password: string; users: { username: string; shows: string }[] } | null;
}

export const loginTexts = {
  badCredentials: 'The username or password is incorrect.',
  tooManyAttempts: 'Too many failed attempts. Please wait 15 minutes and try again.',
  loggedOut: 'You have been logged out.',
  missingFields: 'Enter your email or username and your password.',
  savedLoginExpired: 'Your saved login has expired. Please log in again.',
} as const;

/** The warning shown with a failed login once few attempts are left (none: it is not shown). */
export function attemptsLeftWarning(left: number): string {
  return `${left} ${left === 1 ? 'attempt' : 'attempts'} left before logging in is paused for 15 minutes.`;
}

/** The portal's password-reset screen (`#reset` at the portal root the login returns to). */
function resetLink(returnUrl: string): string {
  try {
    return new URL('/#reset', returnUrl).href;
  } catch {
    return '/#reset';
  }
}

export function renderLoginPage(props: LoginPageProps): string {
  const alert: SafeHtml = props.error
    ? html`<div class="alert error" role="alert" id="login-error">${props.error}${props.warning ? html` <strong>${props.warning}</strong>` : html``}</div>`
    : props.notice
      ? html`<div class="alert ok" role="status">${props.notice}</div>`
      : html``;
  const describedBy = props.error ? html` aria-describedby="login-error" aria-invalid="true"` : html``;
  const demo = props.demo
    ? html`<aside class="hint" aria-labelledby="demo-title">
        <h2 id="demo-title">Demo logins</h2>
        <div>Password for every demo user: <code>${props.demo.password}</code></div>
        <ul>${props.demo.users.map((u) => html`<li><code>${u.username}</code> <span class="muted">— ${u.shows}</span></li>`)}</ul>
      </aside>`
    : html``;
  const body = html`<div class="card">
    <h1>Log in</h1>
    <p class="lead">Welcome back to ${productName}.</p>
    ${alert}
    <form method="post" action="/login" novalidate>
      <input type="hidden" name="returnUrl" value="${props.returnUrl}">
      <div class="field">
        <label for="username">Email or username</label>
        <input id="username" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${props.username ?? ''}"${describedBy}${props.error ? html`` : html` autofocus`}>
      </div>
      <div class="field">
        <label for="password">Password</label>
        <input id="password" name="password" type="password" autocomplete="current-password" required${props.error ? html` autofocus` : html``}>
      </div>
      <button type="submit" class="full">Log In</button>
    </form>
    <p><a href="${resetLink(props.returnUrl)}">Forgot password?</a></p>
    ${demo}
  </div>`;
  return pageShell({ title: 'Log in', nonce: props.nonce, body });
}
