import * as z from 'zod/mini';

/**
 * The one reader of build-time (`import.meta.env`) and runtime (`window.__PORTAL_CONFIG__`,
 * set by `/config.js`) configuration. Runtime values win so one build can point at any API.
 */
const flag = z.pipe(
  z.union([z.boolean(), z.enum(['Y', 'N', 'true', 'false', '1', '0', ''])]),
  z.transform((value) => value === true || value === 'Y' || value === 'true' || value === '1'),
);

export const runtimeConfigSchema = z.object({
  apiBase: z.optional(z.string()),
  ukVariant: z.optional(flag),
  productName: z.optional(z.string()),
  /** The top bar's Help Center and Refer and Save addresses (the spec names the links only). */
  helpCenterUrl: z.optional(z.string()),
  referUrl: z.optional(z.string()),
  /** Support phone and email of the reset and migration screens' footer (billing-account §9). */
  supportPhone: z.optional(z.string()),
  supportEmail: z.optional(z.string()),
  /** App store pages of the login-migration completion view. */
  iosAppUrl: z.optional(z.string()),
  androidAppUrl: z.optional(z.string()),
  /** The in-browser phone's line: Twilio Voice when the server holds its keys, else the simulated line. */
  phoneLine: z.optional(z.enum(['twilio', 'simulated'])),
});

export type PortalRuntimeConfig = z.input<typeof runtimeConfigSchema>;

declare global {
  interface Window {
    __PORTAL_CONFIG__?: PortalRuntimeConfig;
  }
}

export interface PortalEnv {
  /** Origin of the API host: `{api}` in the spec (login, logout, update socket). */
  apiBase: string;
  /** `{api}/portalApi`: the prefix of every portal API call. */
  portalApiBase: string;
  ukVariant: boolean;
  productName: string;
  /** Hosts containing dev, test or beta are test hosts (spec core §9). */
  isTestHost: boolean;
  helpCenterUrl: string;
  referUrl: string;
  supportPhone: string;
  supportEmail: string;
  iosAppUrl: string;
  androidAppUrl: string;
  phoneLine: 'twilio' | 'simulated';
}

export interface EnvSources {
  runtime: unknown;
  build: { VITE_API_BASE?: string; VITE_UK_VARIANT?: string; VITE_PRODUCT_NAME?: string };
  origin: string;
  hostname: string;
}

function parseOrThrow<S extends z.ZodMiniType>(schema: S, value: unknown, source: string): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    // zod/mini loads no locale, so a wrong type reads just "Invalid input": name the expected type.
    const text = (issue: z.core.$ZodIssue) =>
      issue.code === 'invalid_type' && issue.message === 'Invalid input' ? `Invalid input: expected ${issue.expected}` : issue.message;
    const keys = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${text(issue)}`);
    throw new Error(`Invalid portal configuration in ${source}: ${keys.join('; ')}`);
  }
  return result.data;
}

/** Where the top bar links point when the runtime configuration names no other addresses. */
export const DEFAULT_HELP_CENTER_URL = 'https://help.answerdesk.example/';
export const DEFAULT_REFER_URL = 'https://www.answerdesk.example/refer';
export const DEFAULT_SUPPORT_PHONE = '+1 (555) 010-0199';
export const DEFAULT_SUPPORT_EMAIL = 'support@answerdesk.example';
export const DEFAULT_IOS_APP_URL = 'https://apps.apple.com/app/answerdesk';
export const DEFAULT_ANDROID_APP_URL = 'https://play.google.com/store/apps/details?id=example.answerdesk';

export function isTestHostname(hostname: string): boolean {
  return /dev|test|beta/i.test(hostname);
}

/** Pure: builds the environment from its sources (unit-tested). */
export function readEnv(sources: EnvSources): PortalEnv {
  const runtime = parseOrThrow(runtimeConfigSchema, sources.runtime, 'window.__PORTAL_CONFIG__');
  const build = parseOrThrow(
    runtimeConfigSchema,
    {
      apiBase: sources.build.VITE_API_BASE,
      ukVariant: sources.build.VITE_UK_VARIANT,
      productName: sources.build.VITE_PRODUCT_NAME,
    },
    'import.meta.env',
  );
  const configured = (runtime.apiBase || build.apiBase || '').trim().replace(/\/+$/, '');
  const apiBase = configured || sources.origin;
  return {
    apiBase,
    portalApiBase: `${apiBase}/portalApi`,
    ukVariant: runtime.ukVariant ?? build.ukVariant ?? false,
    productName: runtime.productName || build.productName || 'AnswerDesk',
    isTestHost: isTestHostname(sources.hostname),
    helpCenterUrl: runtime.helpCenterUrl || DEFAULT_HELP_CENTER_URL,
    referUrl: runtime.referUrl || DEFAULT_REFER_URL,
    supportPhone: runtime.supportPhone || DEFAULT_SUPPORT_PHONE,
    supportEmail: runtime.supportEmail || DEFAULT_SUPPORT_EMAIL,
    iosAppUrl: runtime.iosAppUrl || DEFAULT_IOS_APP_URL,
    androidAppUrl: runtime.androidAppUrl || DEFAULT_ANDROID_APP_URL,
    phoneLine: runtime.phoneLine ?? 'simulated',
  };
}

const hasWindow = typeof window !== 'undefined';

export const env: PortalEnv = readEnv({
  runtime: hasWindow ? window.__PORTAL_CONFIG__ : undefined,
  build: {
    VITE_API_BASE: import.meta.env.VITE_API_BASE,
    VITE_UK_VARIANT: import.meta.env.VITE_UK_VARIANT,
    VITE_PRODUCT_NAME: import.meta.env.VITE_PRODUCT_NAME,
  },
  origin: hasWindow ? window.location.origin : 'http://localhost',
  hostname: hasWindow ? window.location.hostname : 'localhost',
});
