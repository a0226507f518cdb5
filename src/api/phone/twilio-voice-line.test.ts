import { describe, expect, it, vi } from 'vitest';
import { createTwilioVoiceLine, type SdkCall, type SdkDevice } from './twilio-voice-line';
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
class FakeDevice extends FakeEmitter implements SdkDevice {
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

function setup() {
  const devices: FakeDevice[] = [];
  let n = 0;
  const token = vi.fn(async () => `token-${++n}`);
  const loadDevice = vi.fn(async () => (t: string) => {
    const d = new FakeDevice(t);
    devices.push(d);
    return d;
  });
  const line = createTwilioVoiceLine({ loadDevice, token });
  const events: VoiceEvent[] = [];
  return { line, devices, token, loadDevice, events, onEvent: (e: VoiceEvent) => events.push(e) };
}

const request = { to: '+15035550155', from: '+15035550100', outcallPin: '123456' };

describe('Twilio voice line', () => {
  it('loads the SDK once, on the first call, with the portal token and the call parameters', async () => {
    const { line, devices, loadDevice, onEvent } = setup();
    expect(loadDevice).not.toHaveBeenCalled();
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
    devices[0]!.calls[0]!.call.emit('error', { code: 31005, message: 'Connection error' });
    devices[0]!.emit('error', { code: 20104, message: 'Access token expired' });
    expect(events).toEqual([
      { type: 'error', code: 31005, message: 'Connection error' },
      { type: 'error', code: 20104, message: 'Access token expired' },
    ]);
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
