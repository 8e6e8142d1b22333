// Real audio for the voice tests: a WAV spoken by espeak-ng, a WAV file's duration from its header, and how loud a
// file is by sox's own measurement (`sox FILE -n stat`), so "non-silent" is measured, not assumed.
import { execFileSync, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Writes `text` spoken by espeak-ng (voice `voice`) as a WAV file in `folder`; returns its path. */
export function espeakWav(folder: string, text: string, voice = 'en-us', name = 'spoken.wav'): string {
  const path = join(folder, name);
  execFileSync('espeak-ng', ['-v', voice, '-w', path, '--stdin'], { input: text });
  return path;
}

/** A WAV's duration in seconds from its fmt and data chunks, or undefined when the bytes are not a readable WAV. */
export function wavDurationSeconds(bytes: Uint8Array): number | undefined {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.length < 12 || buffer.toString('ascii', 0, 4) !== 'RIFF' || buffer.toString('ascii', 8, 12) !== 'WAVE')
    return undefined;
  let byteRate: number | undefined;
  for (let offset = 12; offset + 8 <= buffer.length;) {
    const id = buffer.toString('ascii', offset, offset + 4);
    let size = buffer.readUInt32LE(offset + 4);
    if (id === 'fmt ') byteRate = buffer.readUInt32LE(offset + 16);
    if (id === 'data') {
      // espeak-ng writing to a pipe leaves the size unknown (0 or 0xffffffff): the rest of the file is the data.
      if (size === 0 || size === 0xffffffff || offset + 8 + size > buffer.length) size = buffer.length - offset - 8;
      return byteRate ? size / byteRate : undefined;
    }
    offset += 8 + size + (size % 2);
  }
  return undefined;
}

/** sox's statistics of an audio file (`sox FILE -n stat`, printed on stderr): RMS amplitude and length in seconds. */
export function soxStat(path: string): { rmsAmplitude: number; seconds: number } {
  const run = spawnSync('sox', [path, '-n', 'stat'], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`sox could not read ${path}: ${run.stderr}`);
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(-?[\\d.]+)`).exec(run.stderr)?.[1] ?? NaN);
  return { rmsAmplitude: field('RMS\\s+amplitude'), seconds: field('Length \\(seconds\\)') };
}

export function writeBytes(folder: string, name: string, bytes: Uint8Array): string {
  const path = join(folder, name);
  writeFileSync(path, bytes);
  return path;
}
