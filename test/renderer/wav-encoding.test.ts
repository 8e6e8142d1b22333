// The dictation's WAV (renderer/src/voice/wav-encoding.ts): samples become 16-bit mono PCM whose header says their
// true length (sox agrees), and the base64 chunks for voice:upload each decode alone and join back to the file.
import { afterAll, describe, expect, it } from 'vitest';
import { VOICE_CHUNK_CHARS } from '../../electron/shared/voice-contract';
import { base64Chunks, encodeWav } from '../../renderer/src/voice/wav-encoding';
import { soxStat, wavDurationSeconds, writeBytes } from '../support/audio-measure';
import { createTempDirs } from '../support/temp-dir';

const temp = createTempDirs();
afterAll(() => temp.cleanup());

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

describe('encodeWav and base64Chunks', () => {
  it('writes a WAV whose length and loudness sox reads back', () => {
    const wav = encodeWav(tone(2.5, 16_000), 16_000);
    expect(wav.length).toBe(44 + 2.5 * 16_000 * 2);
    expect(wavDurationSeconds(wav)).toBeCloseTo(2.5, 5);
    const stat = soxStat(writeBytes(temp.make('wav'), 'tone.wav', wav));
    expect(stat.seconds).toBeCloseTo(2.5, 3);
    expect(stat.rmsAmplitude).toBeGreaterThan(0.3);
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
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(VOICE_CHUNK_CHARS);
    const joined = Buffer.concat(chunks.map((chunk) => Buffer.from(chunk, 'base64')));
    expect(joined.equals(Buffer.from(wav))).toBe(true);
    expect(base64Chunks(new Uint8Array(0), VOICE_CHUNK_CHARS)).toEqual(['']);
  });
});
