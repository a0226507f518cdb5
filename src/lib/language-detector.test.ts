import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { languageDetector, requestedLanguages } from './language-detector';

function browser({ languages = [] as string[], language = '', search = '', stored = null as string | null, storage = true }) {
  return {
    navigator: { languages, language } as unknown as Navigator,
    location: { search } as Location,
    localStorage: {
      getItem: (key: string) => {
        if (!storage) throw new Error('SecurityError');
        return key === 'portal.language' ? stored : null;
      },
    } as Storage,
  };
}

describe('requestedLanguages', () => {
  it('reads the navigator, then ?lng=, then the stored choice (core: that order)', () => {
    expect(requestedLanguages(browser({ languages: ['en-GB', 'fr'], language: 'en-GB', search: '?lng=en', stored: 'de' }))).toEqual([
      'en-GB',
      'fr',
      'en-GB',
      'en',
      'de',
    ]);
  });

  it('drops what is not a language tag, and carries on when storage is refused', () => {
    expect(requestedLanguages(browser({ language: '', search: '?lng=<img src=x>', storage: false }))).toEqual([]);
    expect(requestedLanguages(browser({ language: 'en-US', search: '?lng=en-GB', storage: false }))).toEqual(['en-US', 'en-GB']);
  });
});

describe('i18next with the detector', () => {
  async function languageFor(navigatorLanguages: string[]): Promise<string> {
    const languages = vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(navigatorLanguages);
    try {
      const instance = i18next.createInstance();
      await instance.use(languageDetector).init({
        resources: { en: { common: {} }, 'en-GB': { common: {} } },
        fallbackLng: 'en',
        supportedLngs: ['en', 'en-GB'],
        nonExplicitSupportedLngs: false,
      });
      return instance.language;
    } finally {
      languages.mockRestore();
    }
  }

  it('takes en-GB for a British browser, en for an American one, and en for the rest', async () => {
    expect(await languageFor(['en-GB', 'en'])).toBe('en-GB');
    expect(await languageFor(['en-US'])).toBe('en');
    expect(await languageFor(['fr-FR', 'de'])).toBe('en');
  });
});
