// A stand-in for an OpenAI-compatible `/v1/audio/speech` server on 127.0.0.1 (random port): it records each request
// (model, voice, input, Authorization) and answers real audio (a WAV espeak-ng spoke at start), or a scripted error.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { espeakWav } from './audio-measure';
import { makeTempDir, removeTempDir } from './temp-dir';

export interface SpeechRequestSeen {
  authorization: string | undefined;
  model: unknown;
  voice: unknown;
  input: unknown;
}

export interface SpeechStandIn {
  baseUrl: string;
  requests: SpeechRequestSeen[];
  /** The audio it answers with (a WAV). */
  audio: Uint8Array;
  failNext: (status: number, message: string) => void;
  close(): Promise<void>;
}

export async function startSpeechStandIn(): Promise<SpeechStandIn> {
  const folder = makeTempDir('tts-stand-in');
  const audio = new Uint8Array(readFileSync(espeakWav(folder, 'This is the speech stand-in.')));
  removeTempDir(folder);
  const requests: SpeechRequestSeen[] = [];
  let failure: { status: number; message: string } | undefined;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const json = (status: number, value: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if (req.method !== 'POST' || req.url !== '/v1/audio/speech') return json(404, { error: 'not here' });
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        return json(400, { error: { message: 'the body is not JSON' } });
      }
      requests.push({
        authorization: req.headers.authorization,
        model: body.model,
        voice: body.voice,
        input: body.input,
      });
      if (failure) {
        const { status, message } = failure;
        failure = undefined;
        return json(status, { error: { message } });
      }
      if (typeof body.input !== 'string' || !body.input) return json(400, { error: { message: 'input is required' } });
      res.writeHead(200, { 'content-type': 'audio/wav' }).end(audio);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    audio,
    failNext: (status, message) => void (failure = { status, message }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
