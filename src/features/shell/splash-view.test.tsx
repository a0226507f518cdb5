import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders, testI18n } from '@/components/testing-provider';
import enShell from '@/locales/en/shell.json';
import { GateScreen } from './gate-screens';
import { SplashView } from './splash-view';

beforeAll(() => {
  testI18n.addResourceBundle('en', 'shell', enShell, true, true);
});

describe('the splash', () => {
  it('is, once React runs, the very markup the build put into index.html (scripts/boot-splash.ts)', () => {
    // What the build renders into index.html: SplashView with the English text.
    const built = renderToStaticMarkup(<SplashView text={enShell.gate.splash.text} />);
    const { container } = renderWithProviders(<GateScreen choice="splash" />);
    expect(container.innerHTML).toBe(built);
    expect(built).toContain('role="status"');
    expect(built).toContain('Getting your account ready…');
    // Plain elements: nothing for emotion to insert before the first paint.
    expect(container.querySelectorAll('[class*="css-"]')).toHaveLength(0);
  });
});
