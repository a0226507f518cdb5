import { splashClass } from './splash.styles';

/**
 * The splash's markup: plain elements with the classes of splash.styles.ts. The build renders it
 * into index.html (scripts/boot-splash.ts) and the gate renders it again once React runs, so the
 * two are the same element for element and nothing moves when one replaces the other.
 */
export function SplashView({ text }: { text: string }) {
  // The page is busy until the portal has replaced the splash (tests and assistive technology wait on it).
  return (
    <main className={splashClass.frame} aria-busy="true">
      <div className={splashClass.status} role="status" aria-live="polite">
        <span className={splashClass.spinner} aria-hidden />
        <p className={splashClass.text}>{text}</p>
      </div>
    </main>
  );
}
