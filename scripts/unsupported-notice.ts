/**
 * The unsupported-browser notice for browsers without ES-module support (spec core §1, issue 11):
 * they never run the portal's module bundle, so index.html loads `/unsupported.js` with
 * `nomodule`, which every module-capable browser skips without downloading it. The script is plain
 * ES3-era JavaScript generated at build time from the English texts (`common:unsupported.*`),
 * so the words stay in the locale files with the rest.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

interface UnsupportedTexts {
  notice: string;
  supported: string;
  edge: string;
  chrome: string;
  firefox: string;
}

export function unsupportedNoticeScript(texts: UnsupportedTexts): string {
  const t = JSON.stringify(texts).replace(/</g, '\\u003c');
  return `(function () {
  var t = ${t};
  function show() {
    var root = document.getElementById('root');
    if (!root) return;
    var html = '<p>' + t.notice + '</p><p>' + t.supported + '</p><ul><li>' + t.edge + '</li><li>' + t.chrome + '</li><li>' + t.firefox + '</li></ul>';
    root.innerHTML = html;
    root.setAttribute('role', 'alert');
    root.style.cssText = 'font-family: sans-serif; padding: 24px; max-width: 40rem';
  }
  if (document.readyState === 'loading' && document.addEventListener) document.addEventListener('DOMContentLoaded', show);
  else if (document.readyState === 'loading') window.attachEvent('onload', show);
  else show();
})();
`;
}

/** Vite plugin: emits `unsupported.js` beside index.html from src/locales/en/common.json. */
export function unsupportedNoticePlugin() {
  let root = process.cwd();
  return {
    name: 'portal-unsupported-notice',
    apply: 'build' as const,
    configResolved(config: { root: string }) {
      root = config.root;
    },
    generateBundle(this: { emitFile: (file: { type: 'asset'; fileName: string; source: string }) => void }) {
      const common = JSON.parse(readFileSync(resolve(root, 'src/locales/en/common.json'), 'utf8')) as { unsupported: UnsupportedTexts };
      this.emitFile({ type: 'asset', fileName: 'unsupported.js', source: unsupportedNoticeScript(common.unsupported) });
    },
  };
}
