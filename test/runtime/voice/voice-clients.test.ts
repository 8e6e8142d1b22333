// The transcription and speech clients against real stand-in servers (test/support/transcription-stand-in.ts,
// test/support/speech-stand-in.ts): a WAV espeak-ng spoke goes up as valid audio of the same length; errors are one
// line without the key; speech sends the speakable text, never the Markdown or the code.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestTranscription } from '../../../electron/runtime/voice/transcription-client';
import { requestSpeech } from '../../../electron/runtime/voice/speech-client';
import { createVoiceService } from '../../../electron/runtime/voice/voice-service';
import { defaultSettings, type Settings } from '../../../electron/shared/settings-schema';
import { createSessionSecretStore } from '../../../electron/secrets/session-secret-store';
import { espeakWav, soxStat, wavDurationSeconds } from '../../support/audio-measure';
import { startSpeechStandIn, type SpeechStandIn } from '../../support/speech-stand-in';
import { startTranscriptionStandIn, type TranscriptionStandIn } from '../../support/transcription-stand-in';
import { createTempDirs } from '../../support/temp-dir';

const temp = createTempDirs();
const key = `sk-voice-canary-${Date.now()}-Zq8`;
let stt: TranscriptionStandIn;
let tts: SpeechStandIn;
let folder: string;
let wavPath: string;

beforeAll(async () => {
  [stt, tts] = await Promise.all([startTranscriptionStandIn(), startSpeechStandIn()]);
  folder = temp.make('voice-clients');
  wavPath = espeakWav(folder, 'What is the weather in Seoul today?');
});
afterAll(async () => {
  await Promise.all([stt.close(), tts.close()]);
  temp.cleanup();
});

/** The session secret store (electron/secrets/session-secret-store.ts) holding only these keys. */
async function keys(values: Record<string, string>) {
  const store = createSessionSecretStore();
  for (const [account, value] of Object.entries(values)) await store.set(account, value);
  return store;
}

describe('requestTranscription', () => {
  it('uploads the audio with the model and language and returns the transcript', async () => {
    stt.answer({ text: '  What is the weather in Seoul today?  ' });
    const audio = new Uint8Array(readFileSync(wavPath));
    const result = await requestTranscription({
      ...{ audio, format: 'wav', baseUrl: `${stt.baseUrl}/`, model: 'whisper-small', language: 'en', apiKey: key },
    });
    expect(result).toEqual({ ok: true, text: 'What is the weather in Seoul today?' });
    const upload = stt.uploads.at(-1)!;
    expect(upload).toMatchObject({ model: 'whisper-small', language: 'en', authorization: `Bearer ${key}` });
    const source = soxStat(wavPath).seconds;
    expect(Math.abs(upload.durationSeconds! - source) / source).toBeLessThan(0.1);
    expect(upload.bytes).toBe(audio.length);
  });

  it('leaves the language out when it is automatic, and sends no key when there is none', async () => {
    stt.answer({ text: 'ok' });
    const audio = new Uint8Array(readFileSync(wavPath));
    await requestTranscription({ audio, format: 'wav', baseUrl: stt.baseUrl, model: 'm', language: '', apiKey: null });
    expect(stt.uploads.at(-1)).toMatchObject({ language: null, authorization: undefined });
  });

  it('turns a server error, an empty transcript and no server into one line each, never with the key', async () => {
    const audio = new Uint8Array(readFileSync(wavPath));
    const base = { audio, format: 'wav' as const, model: 'm', language: '', apiKey: key };
    stt.answer({ status: 500, message: `model crashed while holding ${key}\nat line 2` });
    const failed = await requestTranscription({ ...base, baseUrl: stt.baseUrl });
    expect(failed).toEqual({
      ok: false,
      error: 'transcription failed: the server answered 500 (model crashed while holding [key] at line 2)',
    });
    stt.answer({ text: '   ' });
    expect(await requestTranscription({ ...base, baseUrl: stt.baseUrl })).toEqual({
      ok: false,
      error: 'transcription is empty: no speech was recognised in the audio',
    });
    const gone = await requestTranscription({ ...base, baseUrl: 'http://127.0.0.1:9/v1' });
    expect(gone.ok).toBe(false);
    if (!gone.ok)
      expect(gone.error).toMatch(
        /^transcription failed: could not reach http:\/\/127\.0\.0\.1:9\/v1\/audio\/transcriptions \(/,
      );
    for (const result of [failed, gone]) expect(JSON.stringify(result)).not.toContain(key);
  });
});

describe('requestSpeech and the voice service', () => {
  const settingsWith = (patch: (settings: Settings) => void): (() => Settings) => {
    const settings = defaultSettings();
    patch(settings);
    return () => settings;
  };

  it('sends the model, voice and speakable text, and returns the server’s audio', async () => {
    const voice = createVoiceService({
      settings: settingsWith((s) => {
        s.voice.speech = { ...s.voice.speech, baseUrl: tts.baseUrl, model: 'tts-x', voice: 'nova' };
      }),
      secretStore: await keys({ speech: key }),
    });
    const spoken = await voice.speak(
      '# Done\n\nHere is **the** fix:\n\n```ts\nconst secret = 1;\n```\n[Docs](https://a.b/c)',
    );
    expect(spoken.ok).toBe(true);
    if (!spoken.ok) return;
    expect(spoken.format).toBe('wav');
    expect(spoken.audio).toEqual(tts.audio);
    expect(wavDurationSeconds(spoken.audio)).toBeGreaterThan(0.5);
    expect(tts.requests.at(-1)).toEqual({
      authorization: `Bearer ${key}`,
      model: 'tts-x',
      voice: 'nova',
      input: 'Done.\nHere is the fix:\nA code block in TypeScript.\nDocs',
    });
  });

  it('says in one line when the speech server fails, without the key', async () => {
    tts.failNext(503, `overloaded (key ${key})`);
    const result = await requestSpeech({ text: 'hi', baseUrl: tts.baseUrl, model: 'm', voice: 'v', apiKey: key });
    expect(result).toEqual({ ok: false, error: 'speech failed: the server answered 503 (overloaded (key [key]))' });
  });

  it('checks the file by its header: a missing file and a file that is not audio are one line each', async () => {
    const voice = createVoiceService({
      settings: settingsWith((s) => void (s.voice.transcription.baseUrl = stt.baseUrl)),
      secretStore: await keys({}),
    });
    expect(await voice.transcribeFile(`${folder}/nope.wav`)).toEqual({
      ok: false,
      error: `no such file: ${folder}/nope.wav`,
    });
    const { writeFileSync } = await import('node:fs');
    writeFileSync(`${folder}/notes.wav`, 'just text, named like audio');
    expect(await voice.transcribeFile(`${folder}/notes.wav`)).toEqual({
      ok: false,
      error: `unsupported audio format: ${folder}/notes.wav (use WAV, MP3, OGG, WEBM, FLAC, M4A)`,
    });
    stt.answer({ text: 'from the file' });
    expect(await voice.transcribeFile(wavPath)).toEqual({ ok: true, text: 'from the file', format: 'wav' });
  });
});
