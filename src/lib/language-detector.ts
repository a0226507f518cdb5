import type { LanguageDetectorModule } from 'i18next';

/** Where a reader's chosen language is kept between visits (read only: nothing writes it yet). */
const languageStorageKey = 'portal.language';
/** The query parameter that picks a language for one visit (`?lng=en-GB`). */
const languageQueryParameter = 'lng';

const languageTag = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;

/**
 * The languages a reader asks for, in the spec's order (core: navigator, querystring,
 * localStorage): i18next takes the first one it supports, or `en` from `en-US`, and falls back to
 * `en`. Anything that is not a language tag is dropped.
 */
export function requestedLanguages(win: Pick<Window, 'navigator' | 'location' | 'localStorage'> = window): string[] {
  const found: string[] = [...(win.navigator.languages ?? []), win.navigator.language];
  const fromQuery = new URLSearchParams(win.location.search).get(languageQueryParameter);
  if (fromQuery) found.push(fromQuery);
  try {
    const stored = win.localStorage.getItem(languageStorageKey);
    if (stored) found.push(stored);
  } catch {
    // Storage can be refused (privacy settings); the other sources still count.
  }
  return found.filter((tag) => typeof tag === 'string' && languageTag.test(tag));
}

/**
 * i18next's language detector plugin, written here instead of i18next-browser-languagedetector:
 * the package reads eight sources through a configurable cache layer, ~2 KB brotli on every
 * first load (issue 11), and the portal reads three and caches nothing.
 */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () => requestedLanguages(),
};
