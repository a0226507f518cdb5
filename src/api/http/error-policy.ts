import { i18n } from '@/lib/i18n';
import { isPortalError } from './portal-error';

/** Any `t` that can render the common error-code text (useTranslation's `t` fits). */
export type ErrorTranslate = (key: 'common:errors.code' | 'common:errors.network', options: { status: number }) => string;

const defaultTranslate: ErrorTranslate = (key, options) => i18n.t(key, options);

/**
 * The text a snack or an inline error shows for a failure (spec core §8): the server's message,
 * otherwise 'Error code {status}'; a network failure (status -1) gets the connection text.
 */
export function errorMessage(error: unknown, t: ErrorTranslate = defaultTranslate): string {
  if (isPortalError(error)) {
    // A network failure carries the browser's wording ("Failed to fetch"): say it plainly.
    if (error.status === -1) return t('common:errors.network', { status: -1 });
    const message = error.message.trim();
    if (message) return message;
    return t('common:errors.code', { status: error.status });
  }
  if (error instanceof Error && error.message.trim()) return error.message;
  return t('common:errors.code', { status: 0 });
}

/** 401s are handled once by the session (logout); nothing else should report them. */
export const isUnauthorizedError = (error: unknown): boolean => isPortalError(error) && error.status === 401;

/** No retry for client errors, contract mismatches or 401; a few for network and 5xx. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isPortalError(error) && error.status >= 0 && error.status < 500) return false;
  return failureCount < 2;
}
