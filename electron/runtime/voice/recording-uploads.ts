// A dictation's chunks while they arrive over IPC (voice:upload), held in memory only and dropped when idle, and the
// one place a recording may be written to disk: `<dataDir>/recordings/`, only while `voice.keepRecordings` is on.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { err, ok, type Result } from '../../shared/result';
import type { AudioFormat } from './audio-format';

/** The largest recording taken (about 25 minutes of 16 kHz mono WAV; OpenAI's own upload cap is 25 MB). */
export const MAX_RECORDING_BYTES = 25 * 1024 * 1024;
const IDLE_MS = 5 * 60 * 1000;
const MAX_OPEN = 4;

export interface RecordingUploads {
  append: (uploadId: string | undefined, chunk: Uint8Array) => Result<{ uploadId: string; bytes: number }>;
  /** The whole recording (earlier chunks plus `last`), removing it; an error when `uploadId` is not open. */
  finish: (uploadId: string | undefined, last: Uint8Array) => Result<{ audio: Uint8Array }>;
}

export function createRecordingUploads(now: () => number = Date.now): RecordingUploads {
  const open = new Map<string, { chunks: Uint8Array[]; bytes: number; touched: number }>();
  let counter = 0;
  const dropIdle = () => {
    for (const [id, upload] of open) if (now() - upload.touched > IDLE_MS) open.delete(id);
  };
  const tooLong = () => err(`the recording is too long (over ${MAX_RECORDING_BYTES / 1024 / 1024} MB)`);
  return {
    append(uploadId, chunk) {
      dropIdle();
      if (uploadId === undefined) {
        if (open.size >= MAX_OPEN) open.delete(open.keys().next().value!);
        uploadId = `rec-${now().toString(36)}-${++counter}`;
        open.set(uploadId, { chunks: [], bytes: 0, touched: now() });
      }
      const upload = open.get(uploadId);
      if (!upload) return err('that recording is no longer open; record again');
      if (upload.bytes + chunk.length > MAX_RECORDING_BYTES) {
        open.delete(uploadId);
        return tooLong();
      }
      upload.chunks.push(chunk);
      upload.bytes += chunk.length;
      upload.touched = now();
      return ok({ uploadId, bytes: upload.bytes });
    },
    finish(uploadId, last) {
      dropIdle();
      if (uploadId === undefined) return ok({ audio: last });
      const upload = open.get(uploadId);
      open.delete(uploadId);
      if (!upload) return err('that recording is no longer open; record again');
      if (upload.bytes + last.length > MAX_RECORDING_BYTES) return tooLong();
      return ok({ audio: Buffer.concat([...upload.chunks, last]) });
    },
  };
}

/** Writes a kept recording as `<folder>/<ISO time>.<format>`; returns its path. */
export async function keepRecording(folder: string, audio: Uint8Array, format: AudioFormat, at: Date): Promise<string> {
  await mkdir(folder, { recursive: true });
  const path = join(folder, `${at.toISOString().replace(/[:.]/g, '-')}.${format}`);
  await writeFile(path, audio, { flag: 'wx' });
  return path;
}
