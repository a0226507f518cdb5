import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeRecorder, fakeRecordingDeps, fakeStream } from '@/testing/fake-media';
import { createTwilioVoiceLine, type SdkAudio, type SdkCall, type SdkDevice } from './twilio-voice-line';
import type { VoiceEvent } from './voice-line';

/** A fake of the SDK's event API: `on` registers, `emit` fires like the SDK would. */
class FakeEmitter {
  listeners = new Map<string, ((...args: unknown[]) => void)[]>();
  on(event: string, listener: (...args: never[]) => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener as (...args: unknown[]) => void]);
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    for (const l of this.listeners.get(event) ?? []) l(...args);
  }
}
class FakeCall extends FakeEmitter implements SdkCall {
  muted: boolean[] = [];
  digits: string[] = [];
  disconnected = 0;
  mute(m?: boolean) {
    this.muted.push(Boolean(m));
  }
  sendDigits(d: string) {
    this.digits.push(d);
  }
  disconnect() {
    this.disconnected += 1;
    this.emit('disconnect', this);
  }
}
/** The AudioHelper: setInputDevice opens the device's stream, unsetInputDevice releases it. */
class FakeAudio implements SdkAudio {
  inputDevice: { deviceId: string } | null = null;
  inputStream: MediaStream | null = null;
  set: string[] = [];
  unset = 0;
  constructor(public devices = ['default']) {}
  async setInputDevice(deviceId: string) {
    if (!this.devices.includes(deviceId)) throw new Error(`Device not found: ${deviceId}`);
    this.set.push(deviceId);
    this.inputDevice = { deviceId };
    this.inputStream = fakeStream();
  }
  async unsetInputDevice() {
    this.unset += 1;
    this.inputDevice = null;
    this.inputStream = null;
  }
}
class FakeDevice extends FakeEmitter implements SdkDevice {
  audio: FakeAudio | null = new FakeAudio();
  calls: { params: Record<string, string>; call: FakeCall }[] = [];
  tokens: string[] = [];
  destroyed = false;
  constructor(public token: string) {
    super();
  }
  async connect(options: { params: Record<string, string> }) {
    const call = new FakeCall();
    this.calls.push({ params: options.params, call });
    return call;
  }
  updateToken(token: string) {
    this.tokens.push(token);
  }
  destroy() {
    this.destroyed = true;
  }
}

function setup(options: { refuseToken?: boolean; audio?: (d: FakeDevice) => FakeAudio | null } = {}) {
  const devices: FakeDevice[] = [];
  let n = 0;
  const token = vi.fn(async () => {
    if (options.refuseToken) throw Object.assign(new Error('The in-browser phone is not available for your account type.'), { status: 403 });
    return `token-${++n}`;
  });
  const loadDevice = vi.fn(async () => (t: string) => {
    const d = new FakeDevice(t);
    if (options.audio) d.audio = options.audio(d);
    devices.push(d);
    return d;
  });
  const microphone = fakeRecordingDeps();
  const getUserMedia = vi.spyOn(microphone.deps.mediaDevices!, 'getUserMedia');
  const line = createTwilioVoiceLine({ loadDevice, token, recording: microphone.deps });
  const events: VoiceEvent[] = [];
  return { line, devices, token, loadDevice, events, onEvent: (e: VoiceEvent) => events.push(e), microphone, getUserMedia };
}

beforeEach(() => {
  FakeRecorder.made = [];
});

const request = { to: '+15035550155', from: '+15035550100', outcallPin: '123456' };

describe('Twilio voice line', () => {
  it('loads the SDK once, when the phone is prepared (opened), with the portal token; calls carry the parameters', async () => {
    const { line, devices, loadDevice, token, onEvent } = setup();
    expect(loadDevice).not.toHaveBeenCalled();
    await line.prepare();
    // Ready before any call: the first call does not wait for the SDK or the token.
    expect(loadDevice).toHaveBeenCalledTimes(1);
    expect(token).toHaveBeenCalledTimes(1);
    expect(devices[0]!.calls).toHaveLength(0);
    await line.call(request, onEvent);
    await line.call(request, onEvent);
    expect(loadDevice).toHaveBeenCalledTimes(1);
    expect(devices[0]!.token).toBe('token-1');
    expect(devices[0]!.calls[0]!.params).toEqual({ To: '+15035550155', From: '+15035550100', outcallPin: '123456' });
  });

  it('maps ringing, accept and disconnect onto ringing, open and closed (closed once)', async () => {
    const { line, devices, events, onEvent } = setup();
    const call = await line.call(request, onEvent);
    const sdk = devices[0]!.calls[0]!.call;
    sdk.emit('ringing', false);
    sdk.emit('accept', sdk);
    call.mute(true);
    call.sendDigits('5');
    call.hangUp();
    sdk.emit('cancel');
    expect(events).toEqual([{ type: 'ringing' }, { type: 'open' }, { type: 'closed' }]);
    expect(sdk.muted).toEqual([true]);
    expect(sdk.digits).toEqual(['5']);
  });

  it('reports call and device errors with their Twilio code and message', async () => {
    const { line, devices, events, onEvent } = setup();
    await line.call(request, onEvent);
    devices[0]!.emit('error', { code: 20104, message: 'Access token expired' });
    devices[0]!.calls[0]!.call.emit('error', { code: 31005, message: 'Connection error' });
    expect(events).toEqual([
      { type: 'error', code: 20104, message: 'Access token expired' },
      { type: 'error', code: 31005, message: 'Connection error' },
      { type: 'closed' },
    ]);
  });

  it('hangs up the SDK call after an error the phone shows (it shows the call closed), not after an ignored code', async () => {
    const { line, devices, onEvent } = setup();
    await line.call(request, onEvent);
    const sdk = devices[0]!.calls[0]!.call;
    sdk.emit('accept', sdk);
    sdk.emit('error', { code: 31205, message: 'JWT invalid' });
    devices[0]!.emit('error', { code: 20104, message: 'Access token expired' });
    expect(sdk.disconnected).toBe(0);
    sdk.emit('error', { code: 31005, message: 'Connection error' });
    expect(sdk.disconnected).toBe(1);

    // A device error during the next call ends that call too.
    await line.call(request, onEvent);
    const next = devices[0]!.calls[1]!.call;
    devices[0]!.emit('error', { code: 31000, message: 'Signaling error' });
    expect(next.disconnected).toBe(1);
    expect(sdk.disconnected).toBe(1);
  });

  it('a prepare that fails (no token) stays quiet and a call after it tries again', async () => {
    const { line, loadDevice } = setup({ refuseToken: true });
    await expect(line.prepare()).resolves.toBeUndefined();
    await expect(line.call(request, () => undefined)).rejects.toThrow('not available');
    expect(loadDevice).toHaveBeenCalledTimes(2);
  });

  it('renews the token before it expires and destroys the device', async () => {
    const { line, devices, onEvent } = setup();
    await line.call(request, onEvent);
    devices[0]!.emit('tokenWillExpire');
    await vi.waitFor(() => expect(devices[0]!.tokens).toEqual(['token-2']));
    line.destroy();
    await vi.waitFor(() => expect(devices[0]!.destroyed).toBe(true));
  });
});

describe('Twilio voice line: recording a greeting', () => {
  it('records the Device’s selected input stream and hands the input device back afterwards', async () => {
    const { line, devices, getUserMedia } = setup();
    const recording = await line.record();
    const audio = devices[0]!.audio!;
    expect(audio.set).toEqual(['default']);
    const recorder = FakeRecorder.made[0]!;
    expect(recorder.stream).toBe(audio.inputStream);
    const tracks = (audio.inputStream as unknown as { tracks: { stopped: boolean }[] }).tracks;
    recording.stop();
    const result = await recording.result;
    expect(await result.blob.text()).toBe('greeting-audio');
    expect(audio.unset).toBe(1);
    // The SDK owns its stream: the adapter never stops its tracks itself.
    expect(tracks.every((t) => !t.stopped)).toBe(true);
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it('keeps the input device while a call uses it', async () => {
    const { line, devices, onEvent } = setup();
    await line.call(request, onEvent);
    const recording = await line.record();
    recording.stop();
    await recording.result;
    expect(devices[0]!.audio!.unset).toBe(0);
  });

  it('uses the device the user already selected', async () => {
    const { line, devices } = setup({
      audio: () => {
        const audio = new FakeAudio(['default', 'usb-headset']);
        audio.inputDevice = { deviceId: 'usb-headset' };
        return audio;
      },
    });
    await line.record();
    expect(devices[0]!.audio!.set).toEqual(['usb-headset']);
  });

  it('records from the browser microphone when the SDK cannot give its input: no token, no audio helper, no device id', async () => {
    for (const options of [{ refuseToken: true }, { audio: () => null }, { audio: () => new FakeAudio([]) }]) {
      FakeRecorder.made = [];
      const { line, getUserMedia, microphone } = setup(options);
      const recording = await line.record();
      expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
      expect(FakeRecorder.made[0]!.stream).toBe(microphone.stream);
      recording.stop();
      await recording.result;
      // The microphone stream was opened for the recording: its tracks are stopped after it.
      expect(microphone.stream.tracks.every((t) => t.stopped)).toBe(true);
    }
  });
});
