/** Voicemail audio for the demo data (spec core §7 GET /api/media/voicemail/{audioKey}). */
/**
 * The demo data has no recordings: synthesise a voice-like murmur (syllables of a few harmonics
 * at a speaking pitch, with pauses) of the recording's length, deterministic per audio key, as
 * 8 kHz 8-bit mono WAV.
 */
export function synthesiseVoicemail(audioKey: string, seconds: number): Uint8Array<ArrayBuffer> {
  const rate = 8000;
  const length = Math.max(1, Math.min(180, Math.round(seconds))) * rate;
  const out = new Uint8Array(new ArrayBuffer(44 + length));
  const view = new DataView(out.buffer);
  const text = (offset: number, value: string) => [...value].forEach((ch, i) => out.set([ch.charCodeAt(0)], offset + i));
  text(0, 'RIFF');
  view.setUint32(4, 36 + length, true);
  text(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  text(36, 'data');
  view.setUint32(40, length, true);
  let seed = 2166136261;
  for (const ch of audioKey) seed = Math.imul(seed ^ ch.charCodeAt(0), 16777619);
  const random = () => {
    seed = Math.imul(seed ^ (seed >>> 15), 2246822507) ^ Math.imul(seed ^ (seed >>> 13), 3266489909);
    return ((seed >>> 0) % 10_000) / 10_000;
  };
  const pitch = 110 + random() * 110;
  let i = 0;
  while (i < length) {
    const syllable = Math.round((0.12 + random() * 0.2) * rate);
    const f = pitch * (0.85 + random() * 0.3);
    for (let k = 0; k < syllable && i < length; k++, i++) {
      const t = i / rate;
      const envelope = Math.sin((Math.PI * k) / syllable);
      const wave = Math.sin(2 * Math.PI * f * t) * 0.6 + Math.sin(4 * Math.PI * f * t) * 0.25 + Math.sin(6 * Math.PI * f * t) * 0.15;
      out[44 + i] = 128 + Math.round(wave * envelope * 90);
    }
    const gap = Math.round((random() < 0.15 ? 0.4 + random() * 0.4 : 0.05 + random() * 0.12) * rate);
    for (let k = 0; k < gap && i < length; k++, i++) out[44 + i] = 128;
  }
  return out;
}
