/** GET /config.js: the runtime configuration the SPA reads before it starts. */
import { Hono } from 'hono';
import type { AppEnv } from '../http/types';
import { productName } from '../pages/layout';
import { twilioVoiceConfig } from '../services/phone/twilio-token';

export function configRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/config.js', (c) => {
    const config = {
      apiBase: c.var.env.PORTAL_API_URL ?? '',
      ukVariant: c.var.env.PORTAL_UK_VARIANT,
      productName,
      // The in-browser phone: Twilio Voice when the server holds its keys, else the local simulated line.
      phoneLine: twilioVoiceConfig(c.var.env) ? 'twilio' : 'simulated',
      ...(c.var.env.PORTAL_HELP_CENTER_URL ? { helpCenterUrl: c.var.env.PORTAL_HELP_CENTER_URL } : {}),
      ...(c.var.env.PORTAL_REFER_URL ? { referUrl: c.var.env.PORTAL_REFER_URL } : {}),
      ...(c.var.env.PORTAL_SUPPORT_PHONE ? { supportPhone: c.var.env.PORTAL_SUPPORT_PHONE } : {}),
      ...(c.var.env.PORTAL_SUPPORT_EMAIL ? { supportEmail: c.var.env.PORTAL_SUPPORT_EMAIL } : {}),
      ...(c.var.env.PORTAL_IOS_APP_URL ? { iosAppUrl: c.var.env.PORTAL_IOS_APP_URL } : {}),
      ...(c.var.env.PORTAL_ANDROID_APP_URL ? { androidAppUrl: c.var.env.PORTAL_ANDROID_APP_URL } : {}),
    };
    // JSON is valid JS; escape "<" so the value can never close a script element.
    const json = JSON.stringify(config).replace(/</g, '\\u003c');
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    return c.body(`window.__PORTAL_CONFIG__ = ${json};\n`);
  });
  return app;
}
