import { callEndpoint } from '@/api/http/portal-client';
import { recordMicrophone, recordStream, type RecordingDeps } from './audio-recording';
import { isIgnoredVoiceError, type PlaceCall, type VoiceCall, type VoiceEvent, type VoiceLine, type VoiceRecording } from './voice-line';
import '@/contract/phone.endpoints'; // the definitions of its calls, loaded and preloaded with this module

/** The parts of `@twilio/voice-sdk` the adapter uses (the SDK's own event API). */
export interface SdkEmitter {
  on(event: string, listener: (...args: never[]) => void): unknown;
}
export interface SdkCall extends SdkEmitter {
  mute(shouldMute?: boolean): void;
  sendDigits(digits: string): void;
  disconnect(): void;
}
/** The Device's AudioHelper (`device.audio`): its selected input device and that device's stream. */
export interface SdkAudio {
  readonly inputDevice: { deviceId: string } | null;
  readonly inputStream: MediaStream | null;
  setInputDevice(deviceId: string): Promise<void>;
  unsetInputDevice(): Promise<void>;
}
export interface SdkDevice extends SdkEmitter {
  readonly audio: SdkAudio | null;
  connect(options: { params: Record<string, string> }): Promise<SdkCall>;
  updateToken(token: string): void;
  destroy(): void;
}
export type SdkDeviceFactory = (token: string) => SdkDevice;

/** The SDK's Device, imported when the phone is first opened (prepare) or first used. */
const loadSdkDevice: () => Promise<SdkDeviceFactory> = async () => {
  const { Device } = await import('@twilio/voice-sdk');
  return (token) => new Device(token, { closeProtection: true, enableImprovedSignalingErrorPrecision: true }) as unknown as SdkDevice;
};

const fetchToken = async () => (await callEndpoint('twilioToken', {})).token;

const toError = (error: unknown): { code: number; message: string } => {
  const e = error as { code?: unknown; message?: unknown } | null;
  return { code: typeof e?.code === 'number' ? e.code : 0, message: typeof e?.message === 'string' ? e.message : String(error) };
};

/**
 * Twilio Voice: a Device with the portal's access token (renewed before it expires), one Call per
 * outcall with To, From and the outcall PIN as parameters. SDK events map onto the phone's: ringing
 * → ringing, accept → open, disconnect / cancel / reject → closed, error (TwilioError) → error
 * with its code and message. An error the phone does not ignore ends the call for the phone
 * (its state goes to closed), so the SDK call is disconnected too: it never stays up unseen.
 *
 * Greetings are recorded through the SDK's audio input: the Device's selected input device
 * (`device.audio.setInputDevice`) and its stream (`device.audio.inputStream`), handed back with
 * `unsetInputDevice` afterwards unless a call is using it. Where the SDK cannot give that stream —
 * no Device for this user (the server gives voice tokens only to phone users), no audio helper, or
 * no device id yet (browsers hide device ids until the microphone is allowed) — it records from
 * the browser microphone, as the simulated line does.
 */
export function createTwilioVoiceLine(
  deps: { loadDevice?: () => Promise<SdkDeviceFactory>; token?: () => Promise<string>; recording?: RecordingDeps } = {},
): VoiceLine {
  const token = deps.token ?? fetchToken;
  let device: Promise<SdkDevice> | null = null;
  let current: ((event: VoiceEvent) => void) | null = null;
  /** The SDK call under way (disconnected on an error the phone does not ignore). */
  let live: SdkCall | null = null;
  const report = (error: unknown) => {
    const e = toError(error);
    current?.({ type: 'error', ...e });
    if (!isIgnoredVoiceError(e.code) && live) live.disconnect();
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

  const recordThroughSdk = async (): Promise<VoiceRecording | null> => {
    const audio = await getDevice().then((d) => d.audio, () => null);
    if (!audio) return null;
    try {
      await audio.setInputDevice(audio.inputDevice?.deviceId ?? 'default');
    } catch {
      return null;
    }
    const stream = audio.inputStream;
    if (!stream) return null;
    // The SDK owns the stream: never stop its tracks, hand the device back when no call needs it.
    return recordStream(stream, () => void (live ? undefined : audio.unsetInputDevice().catch(() => undefined)), deps.recording);
  };

  return {
    kind: 'twilio',
    prepare: () => getDevice().then(() => undefined, () => undefined),
    async call(request: PlaceCall, onEvent: (event: VoiceEvent) => void): Promise<VoiceCall> {
      current = onEvent;
      const d = await getDevice();
      const call = await d.connect({ params: { To: request.to, From: request.from, outcallPin: request.outcallPin } });
      live = call;
      let open = true;
      const closed = () => {
        if (live === call) live = null;
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
    async record() {
      return (await recordThroughSdk()) ?? recordMicrophone(deps.recording);
    },
    destroy() {
      void device?.then((d) => d.destroy(), () => undefined);
      device = null;
      current = null;
      live = null;
    },
  };
}
