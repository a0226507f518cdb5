import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import enGbCommon from '@/locales/en-GB/common.json';
import enGbShell from '@/locales/en-GB/shell.json';
import enCommon from '@/locales/en/common.json';
import enShell from '@/locales/en/shell.json';
import { languageDetector } from '@/lib/language-detector';

/** The resources of the source language; `src/i18next.d.ts` types `t()` keys from these. */
export const defaultResources = { common: enCommon, shell: enShell } as const;
export const namespaces = ['common', 'shell'] as const;
export const supportedLanguages = ['en', 'en-GB'] as const;

export const i18n = i18next.createInstance();

void i18n
  .use(languageDetector)
  .use(initReactI18next)
  .init({
    resources: {
      en: defaultResources,
      'en-GB': { common: enGbCommon, shell: enGbShell },
    },
    ns: namespaces,
    defaultNS: 'common',
    fallbackLng: 'en',
    supportedLngs: supportedLanguages,
    nonExplicitSupportedLngs: false,
    // Resources are bundled: initialise synchronously so the first render has its texts.
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });

/**
 * Feature areas register their own namespace from the lazily loaded feature module, so their
 * texts ship with the feature's chunk instead of the first page's. Call it at the top level of
 * the module that uses the namespace; the type of the keys comes from src/i18next.d.ts.
 */
export function registerNamespace(
  ns: string,
  resources: { en: Record<string, unknown>; 'en-GB': Record<string, unknown> },
): void {
  for (const lng of supportedLanguages) {
    if (!i18n.hasResourceBundle(lng, ns)) i18n.addResourceBundle(lng, ns, resources[lng], true, false);
  }
}
