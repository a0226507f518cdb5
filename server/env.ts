/**
 * The one reader of process.env on the server (STYLE rule 13). Everything else receives the
 * parsed `ServerEnv`, so tests build one with `parseEnv({...})` instead of touching the process.
 */
import * as z from 'zod';

const flag = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim().replace(/\/+$/, '') : undefined))
  .pipe(z.url().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8787),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  DATABASE_URL: optionalUrl,
  PORTAL_DATA_DIR: z.string().min(1).default('.data/pglite'),
  /**
   * Where the server runs PGlite: `worker` (default), a thread of its own so queries never hold
   * the event loop (server/db/pglite-worker); `main`, in the event loop's thread (for comparison).
   */
  PORTAL_PGLITE_THREAD: z.enum(['main', 'worker']).default('worker'),
  /** Number of demo messages the first seed creates (seed default when unset). */
  PORTAL_SEED_MESSAGES: z.coerce.number().int().min(0).optional(),
  /** Where the SPA lives (origin + path) when it is not served by this process. */
  PORTAL_PUBLIC_URL: optionalUrl,
  /** The API base the SPA should call (config.js `apiBase`); empty means same origin. */
  PORTAL_API_URL: optionalUrl,
  PORTAL_TEST_CONTROL: flag,
  PORTAL_STATIC_DIR: z.string().min(1).default('dist'),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(12),
  AGENT_SESSION_TTL_MINUTES: z.coerce.number().positive().default(60),
  PORTAL_UK_VARIANT: flag,
  /** The top bar's Help Center and Refer and Save addresses (config.js; the SPA has defaults). */
  PORTAL_HELP_CENTER_URL: optionalUrl,
  PORTAL_REFER_URL: optionalUrl,
  /** Mail through SMTP (nodemailer), e.g. smtps://user:pass@smtp.example.com:465; unset = the outbox table. */
  SMTP_URL: z
    .string()
    .optional()
    .refine((v) => !v || /^smtps?:\/\/[^\s]+$/.test(v), 'must be an smtp:// or smtps:// address'),
  /** The From of the portal's mail. */
  MAIL_FROM: z.string().min(3).default('Portal <no-reply@portal.example>'),
  /** Texts through Twilio's Messages REST API when all three are set; otherwise the outbox table. */
  SMS_TWILIO_ACCOUNT_SID: z.string().regex(/^AC[0-9a-fA-F]{32}$/, 'must be a Twilio account SID (AC…)').optional(),
  SMS_TWILIO_AUTH_TOKEN: z.string().min(16).optional(),
  SMS_FROM: z.string().regex(/^\+[1-9][0-9]{6,14}$/, 'must be an E.164 number').optional(),
  /**
   * The in-browser phone's Twilio Voice access tokens (GET /api/me/twilioToken) when all four are
   * set; otherwise config.js names the simulated line and the token endpoint answers 503.
   */
  TWILIO_ACCOUNT_SID: z.string().regex(/^AC[0-9a-fA-F]{32}$/, 'must be a Twilio account SID (AC…)').optional(),
  TWILIO_API_KEY: z.string().regex(/^SK[0-9a-fA-F]{32}$/, 'must be a Twilio API key SID (SK…)').optional(),
  TWILIO_API_SECRET: z.string().min(16).optional(),
  TWILIO_TWIML_APP_SID: z.string().regex(/^AP[0-9a-fA-F]{32}$/, 'must be a TwiML application SID (AP…)').optional(),
  /** Support phone and email shown on the reset and migration screens (config.js; the SPA has defaults). */
  PORTAL_SUPPORT_PHONE: z.string().min(3).max(40).optional(),
  PORTAL_SUPPORT_EMAIL: z.string().email().optional(),
  /** The app store pages of the login-migration completion view (config.js). */
  PORTAL_IOS_APP_URL: optionalUrl,
  PORTAL_ANDROID_APP_URL: optionalUrl,
  /**
   * Addresses of the reverse proxies in front of this server (comma-separated). Only requests
   * from them may say, through X-Forwarded-Proto and X-Forwarded-For, that the client used HTTPS
   * and which address it has; from anyone else those headers are ignored.
   */
  PORTAL_TRUSTED_PROXIES: z
    .string()
    .optional()
    .transform((v) => (v ?? '').split(',').map((a) => a.trim()).filter(Boolean)),
  /**
   * Integrations: the providers' OAuth authorisation pages, as KEY=url pairs separated by commas
   * (e.g. `CLIO=https://app.clio.com/oauth/authorize?client_id=…`). A link of a listed service is
   * sent there from {api}/transferauth; unlisted services get the reference consent page.
   */
  PORTAL_TRANSFER_AUTH_URLS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const out: Record<string, string> = {};
      for (const pair of (v ?? '').split(',').map((p) => p.trim()).filter(Boolean)) {
        const at = pair.indexOf('=');
        const key = pair.slice(0, at).trim().toUpperCase();
        const url = pair.slice(at + 1).trim();
        if (at <= 0 || !/^https:\/\/\S+$/.test(url)) ctx.addIssue({ code: 'custom', message: `"${pair}" must be KEY=https://…` });
        else out[key] = url;
      }
      return out;
    }),
  /** Clio's API base (https://app.clio.com); when set, Import contacts reads the link's Clio contacts there. */
  PORTAL_CLIO_API_URL: optionalUrl,
  /** Payments through Stripe (its REST API) when set; otherwise the local test processor (README "Payments"). */
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)').optional(),
  /** Another Stripe API base (a mock in tests); Stripe's own by default. */
  STRIPE_API_BASE: optionalUrl,
  /** Address suggestions through Smarty's autocomplete APIs when both are set; otherwise the bundled data set. */
  SMARTY_AUTH_ID: z.string().min(1).max(200).optional(),
  SMARTY_AUTH_TOKEN: z.string().min(1).max(200).optional(),
  /** Seconds a payment stays PROCESSING before the settle step applies it (the local processor). */
  PORTAL_PAYMENT_SETTLE_SECONDS: z.coerce.number().min(0).max(86_400).default(5),
  /** Signs the support-staff cookie; set it when several processes serve /support. */
  PORTAL_SECRET: z.string().min(16).optional(),
});

export type ServerEnv = z.output<typeof envSchema>;
export type ServerEnvInput = Partial<Record<keyof z.input<typeof envSchema>, string>>;

export class EnvError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid server environment:\n  ${issues.join('\n  ')}`);
    this.name = 'EnvError';
  }
}

/** Parses an environment record; throws an EnvError naming every bad key. */
export function parseEnv(source: Record<string, string | undefined> = {}): ServerEnv {
  const picked: Record<string, string | undefined> = {};
  for (const key of Object.keys(envSchema.shape)) {
    const value = source[key];
    // An empty variable means "unset" for everything but the flags.
    if (value !== undefined && value !== '') picked[key] = value;
  }
  const result = envSchema.safeParse(picked);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`));
  }
  return result.data;
}

/** Reads process.env once. Only server/index.ts (and scripts) should call this. */
export function loadEnv(): ServerEnv {
  return parseEnv(process.env);
}

/**
 * Whether the login page and the start-up log list the demo logins. `NODE_ENV=production` is the
 * switch every deployment must set (README, Security): it drops them whatever else is set, the
 * test-control surface included.
 */
export function showsDemoHint(env: ServerEnv): boolean {
  return env.NODE_ENV !== 'production';
}

/** Production means: no demo hints, no response validation. */
export function isProduction(env: ServerEnv): boolean {
  return env.NODE_ENV === 'production' && !env.PORTAL_TEST_CONTROL;
}
