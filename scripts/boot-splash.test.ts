import { describe, expect, it } from 'vitest';
import { bootSplashMarkup, withBootSplash } from './boot-splash';

describe('the splash in index.html', () => {
  it('is SplashView with the given text, in the root element', async () => {
    const markup = await bootSplashMarkup(process.cwd(), 'Getting ready & <waiting>');
    expect(markup).toMatch(/^<main class="boot-splash" aria-busy="true"><div class="boot-splash-status" role="status" aria-live="polite">/);
    // The text is escaped like any React text.
    expect(markup).toContain('<p class="boot-splash-text">Getting ready &amp; &lt;waiting&gt;</p>');
    const html = withBootSplash('<body>\n  <div id="root"></div>\n</body>', markup);
    expect(html).toBe(`<body>\n  <div id="root">${markup}</div>\n</body>`);
  });
  it('refuses an index.html without an empty root', () => {
    expect(() => withBootSplash('<div id="app"></div>', '<main></main>')).toThrow(/no <div id="root"><\/div>/);
  });
});
