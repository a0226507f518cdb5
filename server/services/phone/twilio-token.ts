/**
 * Twilio Voice access tokens (GET /api/me/twilioToken): an HS256 JWT with a voice grant, signed
 * with the API key's secret, built with node:crypto (no Twilio SDK on the server). The format is
 * Twilio's "Access Token": header cty `twilio-fpa;v=1`, iss = API key SID, sub = account SID,
 * grants.identity and grants.voice.outgoing.application_sid (the TwiML app that places the call).
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { ServerEnv } from '../../env';

export interface TwilioVoiceConfig {
  accountSid: string;
  apiKey: string;
  apiSecret: string;
  twimlAppSid: string;
}

export const VOICE_TOKEN_TTL_SECONDS = 3600;

/** The Twilio settings when all four are present; null = the simulated line. */
export function twilioVoiceConfig(env: ServerEnv): TwilioVoiceConfig | null {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_API_KEY: apiKey, TWILIO_API_SECRET: apiSecret, TWILIO_TWIML_APP_SID: twimlAppSid } = env;
  return accountSid && apiKey && apiSecret && twimlAppSid ? { accountSid, apiKey, apiSecret, twimlAppSid } : null;
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export function voiceAccessToken(config: TwilioVoiceConfig, identity: string, nowSeconds = Math.floor(Date.now() / 1000)): string {
  const header = { alg: 'HS256', typ: 'JWT', cty: 'twilio-fpa;v=1' };
  const payload = {
    jti: `${config.apiKey}-${nowSeconds}-${randomBytes(4).toString('hex')}`,
    iss: config.apiKey,
    sub: config.accountSid,
    iat: nowSeconds,
    nbf: nowSeconds,
    exp: nowSeconds + VOICE_TOKEN_TTL_SECONDS,
    grants: {
      identity,
      voice: { incoming: { allow: false }, outgoing: { application_sid: config.twimlAppSid } },
    },
  };
  const unsigned = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}`;
  const signature = createHmac('sha256', config.apiSecret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

/** The token's identity for a portal user. */
export const voiceIdentity = (userId: number) => `portal-user-${userId}`;
