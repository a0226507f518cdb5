import type { HttpBindings } from '@hono/node-server';
import type { Database } from '../db/client';
import type { ServerEnv } from '../env';
import type { RealtimeHub } from '../realtime/hub';

/** The session behind a request's Bearer key (never the key itself). */
export interface RequestSession {
  sessionId: number;
  userId: number;
  supportAgentId: number | null;
  twoFactorSatisfied: boolean;
  expiresAt: Date;
  /** The user has two-factor on (the session must satisfy it: session-gate.ts). */
  userTwoFactor: boolean;
  /** The user must change a temporary password first (session-gate.ts). */
  userTemporaryPassword: boolean;
  /** Every role of the user is BILLING_ADMIN: only the endpoints open to them (billing-only.ts). */
  userBillingOnly: boolean;
}

export interface AppServices {
  database: Database;
  env: ServerEnv;
  hub: RealtimeHub;
}

export type AppEnv = {
  Bindings: Partial<HttpBindings>;
  Variables: AppServices & {
    /** Set by resolveSession when the Bearer key is valid. */
    session?: RequestSession;
    /** Why a presented key was refused: used for the 401 message. */
    sessionProblem?: 'missing' | 'invalid';
    /** Per-request nonce for inline styles on server-rendered pages. */
    cspNonce: string;
  };
};

export type { Db } from '../db/client';
