import type { GlobalStyleObject } from '@chakra-ui/react';
import { spinnerRecipe } from '@chakra-ui/react/theme';

/**
 * The class names of the splash ("Getting your account ready…"). index.html holds the same
 * markup, rendered from SplashView at build time (scripts/boot-splash.ts), with these rules inline
 * (scripts/critical-css.ts), so the page paints it as soon as index.html is in, before the
 * stylesheet and long before the bundle has run; React's own splash then
 * replaces it with identical markup (issue 11: the first paint waited for the whole entry).
 */
export const splashClass = {
  frame: 'boot-splash',
  status: 'boot-splash-status',
  spinner: 'boot-splash-spinner',
  text: 'boot-splash-text',
} as const;

const c = splashClass;

/** The rules, for the build-time stylesheet only (src/app/static-global-css.ts): the gate screens' centred frame, a large Spinner. */
export function splashRules(): GlobalStyleObject {
  return {
    [`.${c.frame}`]: {
      display: 'flex',
      minHeight: '100dvh',
      alignItems: 'center',
      justifyContent: 'center',
      p: { base: 3, sm: 6 },
      bg: 'bg.canvas',
      // Without scripts the portal never starts: only index.html's <noscript> notice shows.
      '@media (scripting: none)': { display: 'none' },
    },
    [`.${c.status}`]: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4 },
    [`.${c.spinner}`]: {
      ...spinnerRecipe.base,
      ...spinnerRecipe.variants?.['size']?.['lg'],
      borderWidth: '3px',
      color: 'brand.solid',
    },
    [`.${c.text}`]: { color: 'fg.muted' },
  };
}
