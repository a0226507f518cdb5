/**
 * The splash in index.html (issue 11): without it the page paints nothing until the entry has
 * downloaded and run (~2.7 s to the first paint on Lighthouse's phone), although index.html and the
 * stylesheet are in after ~1 s. The markup is SplashView's (src/features/shell/splash-view.tsx),
 * rendered here with the English text of `shell:gate.splash.text`, so the words stay in the locale
 * files and React's own splash, which replaces it, is the same element for element. Its rules are
 * in the build-time stylesheet (splash.styles.ts), and inline in index.html (scripts/critical-css.ts).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { runnerImport, type Plugin } from 'vite';

const emptyRoot = '<div id="root"></div>';

/** index.html with `markup` in its (empty) root element. */
export function withBootSplash(html: string, markup: string): string {
  if (!html.includes(emptyRoot)) throw new Error(`index.html: no ${emptyRoot} to put the splash in`);
  return html.replace(emptyRoot, `<div id="root">${markup}</div>`);
}

/** The splash's markup with `text`, from the component React renders. */
export async function bootSplashMarkup(root: string, text: string): Promise<string> {
  const options = { root, configFile: false as const, resolve: { alias: { '@': `${root}/src` } } };
  const { module } = await runnerImport<{ SplashView: FunctionComponent<{ text: string }> }>('/src/features/shell/splash-view.tsx', options);
  return renderToStaticMarkup(createElement(module.SplashView, { text }));
}

/** Vite plugin: puts the splash into index.html's root (build and dev server alike). */
export function bootSplashPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'portal-boot-splash',
    configResolved(config) {
      root = config.root;
    },
    async transformIndexHtml(html) {
      const shell = JSON.parse(readFileSync(resolve(root, 'src/locales/en/shell.json'), 'utf8')) as { gate: { splash: { text: string } } };
      return withBootSplash(html, await bootSplashMarkup(root, shell.gate.splash.text));
    },
  };
}
