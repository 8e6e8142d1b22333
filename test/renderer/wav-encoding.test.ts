// The dictation's WAV (renderer/src/voice/wav-encoding.ts): samples become 16-bit mono PCM whose header says their
// true length, and the base64 chunks for voice:upload each decode alone and join back to the file. (The e2e,
// test/e2e/voice.e2e.ts, has the stand-in server measure real recordings.)
import { describe, expect, it } from 'vitest';
import { VOICE_CHUNK_CHARS } from '../../electron/shared/voice-contract';
import { base64Chunks, encodeWav } from '../../renderer/src/voice/wav-encoding';

/** `seconds` of a 440 Hz tone at `rate`, cut into blocks as the recorder delivers them. */
function tone(seconds: number, rate: number, block = 1024): Float32Array[] {
  const total = Math.round(seconds * rate);
  const blocks: Float32Array[] = [];
  for (let start = 0; start < total; start += block) {
    const size = Math.min(block, total - start);
    blocks.push(
      Float32Array.from({ length: size }, (_, i) => 0.5 * Math.sin((2 * Math.PI * 440 * (start + i)) / rate)),
    );
  }
  return blocks;
}

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

describe('encodeWav and base64Chunks', () => {
  it('writes a RIFF/WAVE PCM header whose sizes give the samples’ true length', () => {
    const wav = encodeWav(tone(2.5, 16_000), 16_000);
    const view = new DataView(wav.buffer);
    expect([ascii(wav, 0, 4), ascii(wav, 8, 4), ascii(wav, 12, 4), ascii(wav, 36, 4)]).toEqual([
      'RIFF',
      'WAVE',
      'fmt ',
      'data',
    ]);
    expect(view.getUint32(4, true)).toBe(wav.length - 8);
    expect([view.getUint16(20, true), view.getUint16(22, true), view.getUint16(34, true)]).toEqual([1, 1, 16]);
    expect(view.getUint32(40, true) / view.getUint32(28, true)).toBeCloseTo(2.5, 6);
    // The tone's peak survives: 0.5 of full scale.
    let peak = 0;
    for (let at = 44; at < wav.length; at += 2) peak = Math.max(peak, Math.abs(view.getInt16(at, true)));
    expect(peak / 0x7fff).toBeCloseTo(0.5, 2);
  });

  it('clamps samples outside -1…1 instead of wrapping them', () => {
    const wav = encodeWav([Float32Array.from([2, -2, 0])], 8_000);
    const view = new DataView(wav.buffer);
    expect([view.getInt16(44, true), view.getInt16(46, true), view.getInt16(48, true)]).toEqual([32767, -32768, 0]);
  });

  it('cuts a long recording into chunks under the channel cap that decode alone and join to the file', () => {
    const wav = encodeWav(tone(12, 16_000), 16_000);
    const chunks = base64Chunks(wav, VOICE_CHUNK_CHARS);
    expect(chunks.length).toBeGreaterThan(1);
    const joined: number[] = [];
    for (const chunk of chunks) {
      expect(chunk.length).toBeLessThanOrEqual(VOICE_CHUNK_CHARS);
      for (const char of atob(chunk)) joined.push(char.charCodeAt(0));
    }
    expect(Uint8Array.from(joined)).toEqual(wav);
    expect(base64Chunks(new Uint8Array(0), VOICE_CHUNK_CHARS)).toEqual(['']);
  });
});
