// A stand-in for an OpenAI-compatible `/v1/audio/transcriptions` server on 127.0.0.1 (random port): it parses the
// multipart upload, checks the file is audio (WAV by its header; MP3/OGG/FLAC through sox) and records its duration,
// the model, the language and the Authorization header; it answers the scripted transcript or error.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { wavDurationSeconds } from './audio-measure';

export interface TranscriptionUpload {
  authorization: string | undefined;
  model: string | null;
  language: string | null;
  fileName: string | null;
  bytes: number;
  /** The audio's length in seconds; undefined when the upload was not readable audio. */
  durationSeconds: number | undefined;
}

export interface TranscriptionStandIn {
  /** The base URL to configure (…/v1). */
  baseUrl: string;
  uploads: TranscriptionUpload[];
  /** What the next requests get: a transcript, or an HTTP error with a message. */
  answer: (reply: { text: string } | { status: number; message: string }) => void;
  close(): Promise<void>;
}

function otherAudioSeconds(bytes: Uint8Array, name: string): number | undefined {
  const folder = mkdtempSync(join(tmpdir(), 'hearth-stt-'));
  try {
    const path = join(folder, name.replace(/[^\w.-]/g, '_'));
    writeFileSync(path, bytes);
    const run = spawnSync('sox', ['--i', '-D', path], { encoding: 'utf8' });
    const seconds = Number(run.stdout.trim());
    return run.status === 0 && seconds > 0 ? seconds : undefined;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export async function startTranscriptionStandIn(): Promise<TranscriptionStandIn> {
  const uploads: TranscriptionUpload[] = [];
  let reply: { text: string } | { status: number; message: string } = { text: 'hello from the stand-in' };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const json = (status: number, value: unknown) =>
          res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
        if (req.method !== 'POST' || req.url !== '/v1/audio/transcriptions') return json(404, { error: 'not here' });
        const form = await new Request('http://stand-in/', {
          method: 'POST',
          headers: { 'content-type': req.headers['content-type'] ?? '' },
          body: Buffer.concat(chunks),
        })
          .formData()
          .catch(() => undefined);
        const file = form?.get('file');
        if (!form || !(file instanceof File)) return json(400, { error: { message: 'no file in the upload' } });
        const bytes = new Uint8Array(await file.arrayBuffer());
        const durationSeconds = wavDurationSeconds(bytes) ?? otherAudioSeconds(bytes, file.name);
        uploads.push({
          authorization: req.headers.authorization,
          model: form.get('model') as string | null,
          language: form.get('language') as string | null,
          fileName: file.name,
          bytes: bytes.length,
          durationSeconds,
        });
        if (durationSeconds === undefined) return json(400, { error: { message: 'the upload is not audio' } });
        if ('status' in reply) return json(reply.status, { error: { message: reply.message } });
        json(200, { text: reply.text });
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    uploads,
    answer: (next) => void (reply = next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
