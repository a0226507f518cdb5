/**
 * The shell of the server-rendered pages (login, logout, support console): self-contained
 * HTML with one inline <style> allowed by the request's CSP nonce, no scripts.
 */
import { readFileSync } from 'node:fs';

export const productName = 'AnswerDesk';

/**
 * The portal's icon (public/favicon.svg), inlined: without a link the browser asks this origin for
 * /favicon.ico, which is not there (404 on every page), and the SPA's file may live elsewhere.
 */
const faviconLink = (() => {
  try {
    const svg = readFileSync(new URL('../../public/favicon.svg', import.meta.url), 'utf8');
    return `<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,${encodeURIComponent(svg.trim())}">`;
  } catch {
    return '';
  }
})();

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (ch) => escapes[ch]!);
}

/** A marker for already-escaped HTML fragments. */
export interface SafeHtml {
  readonly __html: string;
}
export const raw = (value: string): SafeHtml => ({ __html: value });

/** Tagged template that escapes every interpolation unless it is SafeHtml (or an array of them). */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return raw(out);
}

function render(value: unknown): string {
  if (value === null || value === undefined || value === false) return '';
  if (Array.isArray(value)) return value.map(render).join('');
  if (typeof value === 'object' && '__html' in value) return (value as SafeHtml).__html;
  return escapeHtml(value);
}

// `rows-on-phone`: a table whose rows become cards at 40rem and under (first cell and the row's
// action on one line, the other cells under them), so a support agent's phone shows the customers
// and the outbox at its own width instead of zooming the page out.
const styles = `
:root{--brand:#0b5cab;--brand-dark:#094a8a;--ink:#1a2433;--muted:#5b6778;--line:#d6dde6;--bg:#f3f6fa;--danger:#b42318;--danger-bg:#fef3f2;--ok-bg:#ecfdf3;--ok:#067647}
*{box-sizing:border-box}
html,body{margin:0;padding:0}
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:var(--ink);background:var(--bg);line-height:1.5;min-height:100vh;display:flex;flex-direction:column}
a{color:var(--brand)}
a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid #84b3ea;outline-offset:2px}
.top{display:flex;align-items:center;gap:.6rem;padding:1rem 1.5rem}
.logo{width:2rem;height:2rem;border-radius:.5rem;background:var(--brand);color:#fff;display:grid;place-items:center;font-weight:700}
.brand{font-weight:700;font-size:1.15rem;letter-spacing:.01em}
main{flex:1;display:flex;align-items:flex-start;justify-content:center;padding:2rem 1rem 3rem}
.card{width:100%;max-width:26rem;background:#fff;border:1px solid var(--line);border-radius:.9rem;box-shadow:0 10px 30px rgba(16,24,40,.08);padding:2rem}
.card.wide{max-width:60rem}
h1{font-size:1.5rem;margin:0 0 .25rem}
.lead{color:var(--muted);margin:0 0 1.5rem}
label{display:block;font-weight:600;margin:0 0 .35rem;font-size:.95rem}
.field{margin-bottom:1.1rem}
input[type=text],input[type=password],input[type=search],input[type=email]{width:100%;font:inherit;padding:.7rem .8rem;border:1px solid #b8c3d1;border-radius:.5rem;background:#fff;color:inherit}
input:focus{border-color:var(--brand)}
button,.button{display:inline-flex;justify-content:center;align-items:center;font:inherit;font-weight:600;border:0;border-radius:.5rem;padding:.75rem 1.1rem;background:var(--brand);color:#fff;cursor:pointer;text-decoration:none}
button:hover,.button:hover{background:var(--brand-dark)}
button.full{width:100%}
button.secondary{background:#fff;color:var(--brand);border:1px solid var(--line)}
.alert{border-radius:.5rem;padding:.75rem .9rem;margin:0 0 1.1rem;border:1px solid}
.alert.error{background:var(--danger-bg);border-color:#fecdca;color:var(--danger)}
.alert.ok{background:var(--ok-bg);border-color:#abefc6;color:var(--ok)}
.hint{margin-top:1.5rem;padding:1rem;border:1px dashed #9fb3c8;border-radius:.6rem;background:#f8fafc;font-size:.9rem}
.hint h2{font-size:.95rem;margin:0 0 .4rem}
.hint ul{margin:.4rem 0 0;padding-left:1.1rem;columns:2;column-gap:1.5rem}
.hint code{font-size:.85rem}
table{width:100%;border-collapse:collapse;font-size:.95rem}
th,td{text-align:left;padding:.6rem .5rem;border-bottom:1px solid var(--line);vertical-align:top}
th{font-size:.8rem;text-transform:uppercase;letter-spacing:.04em;color:var(--muted)}
.row-actions form{margin:0}
.row-actions{text-align:right;width:1%}
.row-actions button{white-space:nowrap}
.grow{flex:1 1 20rem}
.inline-actions{display:flex;gap:1rem;align-items:center}
.inline-actions form{margin:0}
.toolbar{display:flex;gap:.6rem;align-items:flex-end;flex-wrap:wrap;margin-bottom:1.2rem}
.toolbar .field{flex:1;min-width:14rem;margin:0}
.spread{display:flex;justify-content:space-between;align-items:center;gap:1rem;flex-wrap:wrap;margin-bottom:1rem}
.muted{color:var(--muted)}
footer{text-align:center;color:var(--muted);font-size:.85rem;padding:1rem}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);border:0}
@media (max-width:40rem){.card{padding:1.4rem;border-radius:.7rem}.hint ul{columns:1}main{padding-top:1rem}th.optional,td.optional{display:none}table.rows-on-phone,table.rows-on-phone tbody{display:block}table.rows-on-phone thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0)}table.rows-on-phone tr{display:grid;grid-template-columns:1fr auto;gap:.4rem .8rem;padding:.7rem 0;border-bottom:1px solid var(--line)}table.rows-on-phone td{padding:0;border:0;grid-column:1 / -1;overflow-wrap:anywhere}table.rows-on-phone td:first-child{grid-column:1}table.rows-on-phone td.row-actions{grid-column:2;grid-row:1;width:auto}}
`;

export function pageShell(options: { title: string; nonce: string; body: SafeHtml }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${faviconLink}
<title>${escapeHtml(options.title)} · ${productName}</title>
<style nonce="${escapeHtml(options.nonce)}">${styles}</style>
</head>
<body>
<header class="top"><span class="logo" aria-hidden="true">A</span><span class="brand">${productName}</span></header>
<main id="main">
${options.body.__html}
</main>
<footer>${productName} customer portal</footer>
</body>
</html>`;
}
