import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeRecorder, fakeRecordingDeps } from '@/testing/fake-media';
import { RecordingUnsupportedError } from './audio-recording';
import { createSimulatedVoiceLine, SIMULATED_DROPPING_NUMBER, SIMULATED_FAILING_NUMBER } from './simulated-voice-line';
import type { VoiceEvent } from './voice-line';
import { isIgnoredVoiceError } from './voice-line';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('simulated voice line', () => {
  it('rings, opens, takes digits and mute, and closes on hang up', async () => {
    const line = createSimulatedVoiceLine({ ringMs: 10, answerMs: 20 });
    const events: VoiceEvent[] = [];
    const call = await line.call({ to: '+15035550155', from: '+15035550100', outcallPin: '1' }, (e) => events.push(e));
    await vi.advanceTimersByTimeAsync(25);
    call.sendDigits('1');
    call.mute(true);
    call.hangUp();
    call.hangUp();
    expect(events.map((e) => e.type)).toEqual(['ringing', 'open', 'closed']);
    expect(line.digitsSent).toEqual(['1']);
    expect(line.muted).toBe(true);
  });

  it('fails the documented test number with an error code, then closes', async () => {
    const line = createSimulatedVoiceLine({ ringMs: 10, answerMs: 20 });
    const events: VoiceEvent[] = [];
    await line.call({ to: SIMULATED_FAILING_NUMBER, from: '+15035550100', outcallPin: '1' }, (e) => events.push(e));
    await vi.advanceTimersByTimeAsync(25);
    expect(events).toEqual([{ type: 'ringing' }, { type: 'error', code: 31005, message: expect.any(String) }, { type: 'closed' }]);
  });

  it('drops the documented dropping number with an error when it receives a digit after answering', async () => {
    const line = createSimulatedVoiceLine({ ringMs: 10, answerMs: 20 });
    const events: VoiceEvent[] = [];
    const call = await line.call({ to: SIMULATED_DROPPING_NUMBER, from: '+15035550100', outcallPin: '1' }, (e) => events.push(e));
    await vi.advanceTimersByTimeAsync(25);
    call.mute(true);
    call.sendDigits('1');
    call.sendDigits('2');
    expect(events).toEqual([{ type: 'ringing' }, { type: 'open' }, { type: 'error', code: 31005, message: expect.stringContaining('dropped') }, { type: 'closed' }]);
    expect(line.digitsSent).toEqual(['1']);
  });

  it('records greetings from the browser microphone and stops its tracks afterwards', async () => {
    FakeRecorder.made = [];
    const microphone = fakeRecordingDeps();
    const line = createSimulatedVoiceLine({ recording: microphone.deps });
    const recording = await line.record();
    expect(FakeRecorder.made[0]!.stream).toBe(microphone.stream);
    microphone.clock.now += 2_500;
    recording.stop();
    const { blob, seconds } = await recording.result;
    expect(seconds).toBe(2.5);
    expect(await blob.text()).toBe('greeting-audio');
    expect(microphone.stream.tracks.every((t) => t.stopped)).toBe(true);
  });

  it('says when the browser cannot record', async () => {
    const line = createSimulatedVoiceLine({ recording: { mediaDevices: fakeRecordingDeps().deps.mediaDevices! } });
    await expect(line.record()).rejects.toBeInstanceOf(RecordingUnsupportedError);
  });

  it('ignores codes 20104 and 31205 only', () => {
    expect([20104, 31205, 31005, 0].map(isIgnoredVoiceError)).toEqual([true, true, false, false]);
  });
});
