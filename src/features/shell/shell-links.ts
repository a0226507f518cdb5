/**
 * Outside addresses the top bar links to. The spec names the links but not their addresses;
 * these defaults belong in the runtime configuration (`/config.js`) once the core adds them.
 */
export const HELP_CENTER_URL = 'https://help.answerdesk.example/';
export const REFER_URL = 'https://www.answerdesk.example/refer';

/** Make a company website value ("example.com") into an absolute address. */
export function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}
