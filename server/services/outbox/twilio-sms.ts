/**
 * Texts through Twilio's Programmable Messaging REST API
 * (POST https://api.twilio.com/2010-04-01/Accounts/{AccountSid}/Messages.json, HTTP Basic auth
 * with the account SID and auth token, form fields To, From, Body). Chosen when the three
 * SMS_TWILIO_* / SMS_FROM variables are set; a non-2xx answer is a failed delivery.
 */
export interface SmsTransport {
  readonly name: 'twilio';
  send(sms: { to: string; text: string; from?: string }): Promise<void>;
}

export interface TwilioSmsConfig {
  accountSid: string;
  authToken: string;
  from: string;
  /** Tests pass their own fetch; the API host is fixed. */
  fetch?: typeof fetch;
  baseUrl?: string;
}

export function createTwilioSms(config: TwilioSmsConfig): SmsTransport {
  const doFetch = config.fetch ?? fetch;
  const base = config.baseUrl ?? 'https://api.twilio.com';
  const auth = Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64');
  return {
    name: 'twilio',
    async send(sms) {
      const response = await doFetch(`${base}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`, {
        method: 'POST',
        headers: { Authorization: `Basic ${auth}`, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: sms.to, From: sms.from ?? config.from, Body: sms.text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) {
        // Twilio answers {code, message}; keep the message (never the body we sent).
        const detail = await response.json().catch(() => null) as { message?: unknown } | null;
        throw new Error(`SMS provider answered ${response.status}${typeof detail?.message === 'string' ? `: ${detail.message}` : ''}`);
      }
    },
  };
}
