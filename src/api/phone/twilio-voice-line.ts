import { callEndpoint } from '@/api/http/portal-client';
import type { PlaceCall, VoiceCall, VoiceEvent, VoiceLine } from './voice-line';

/** The parts of `@twilio/voice-sdk` the adapter uses (the SDK's own event API). */
export interface SdkEmitter {
  on(event: string, listener: (...args: never[]) => void): unknown;
}
export interface SdkCall extends SdkEmitter {
  mute(shouldMute?: boolean): void;
  sendDigits(digits: string): void;
  disconnect(): void;
}
export interface SdkDevice extends SdkEmitter {
  connect(options: { params: Record<string, string> }): Promise<SdkCall>;
  updateToken(token: string): void;
  destroy(): void;
}
export type SdkDeviceFactory = (token: string) => SdkDevice;

/** The SDK's Device, imported only when the phone places its first call. */
const loadSdkDevice: () => Promise<SdkDeviceFactory> = async () => {
  const { Device } = await import('@twilio/voice-sdk');
  return (token) => new Device(token, { closeProtection: true, enableImprovedSignalingErrorPrecision: true }) as unknown as SdkDevice;
};

const fetchToken = async () => (await callEndpoint('twilioToken', {})).token;

/**
 * Twilio Voice: a Device with the portal's access token (renewed before it expires), one Call per
 * outcall with To, From and the outcall PIN as parameters. SDK events map onto the phone's: ringing
 * → ringing, accept → open, disconnect / cancel / reject → closed, error (TwilioError) → error
 * with its code and message.
 */
export function createTwilioVoiceLine(deps: { loadDevice?: () => Promise<SdkDeviceFactory>; token?: () => Promise<string> } = {}): VoiceLine {
  const token = deps.token ?? fetchToken;
  let device: Promise<SdkDevice> | null = null;
  let current: ((event: VoiceEvent) => void) | null = null;
  const report = (error: unknown) => {
    const e = error as { code?: unknown; message?: unknown } | null;
    current?.({ type: 'error', code: typeof e?.code === 'number' ? e.code : 0, message: typeof e?.message === 'string' ? e.message : String(error) });
  };

  const getDevice = () => {
    device ??= (async () => {
      const [create, first] = await Promise.all([(deps.loadDevice ?? loadSdkDevice)(), token()]);
      const d = create(first);
      d.on('error', report as never);
      d.on('tokenWillExpire', (() => void token().then((next) => d.updateToken(next), report)) as never);
      return d;
    })();
    device.catch(() => (device = null));
    return device;
  };

  return {
    kind: 'twilio',
    async call(request: PlaceCall, onEvent: (event: VoiceEvent) => void): Promise<VoiceCall> {
      current = onEvent;
      const d = await getDevice();
      const call = await d.connect({ params: { To: request.to, From: request.from, outcallPin: request.outcallPin } });
      let open = true;
      const closed = () => {
        if (!open) return;
        open = false;
        onEvent({ type: 'closed' });
      };
      call.on('ringing', (() => onEvent({ type: 'ringing' })) as never);
      call.on('accept', (() => onEvent({ type: 'open' })) as never);
      call.on('disconnect', closed as never);
      call.on('cancel', closed as never);
      call.on('reject', closed as never);
      call.on('error', report as never);
      return {
        mute: (muted) => call.mute(muted),
        sendDigits: (digits) => call.sendDigits(digits),
        hangUp: () => call.disconnect(),
      };
    },
    destroy() {
      void device?.then((d) => d.destroy(), () => undefined);
      device = null;
      current = null;
    },
  };
}
