// voice:* channels over a real runtime, a session keychain and the stand-in servers: a WAV espeak-ng spoke arrives in
// chunks and is transcribed with the key (never kept unless "Keep recordings" is on), refusals are one clear line,
// and voice:speak answers real audio from the speech server or, with none set, espeak-ng in the answer's language.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPendingApprovals } from '../../../electron/agent/approvals/pending-approvals';
import { createHearthRuntime, type HearthRuntime } from '../../../electron/runtime/create-runtime';
import { createInvokeHandlers } from '../../../electron/runtime/handlers/index';
import { createSessionSecretStore } from '../../../electron/secrets/session-secret-store';
import { callerId } from '../../../electron/shared/caller-id';
import { createInvokeDispatcher } from '../../../electron/shared/invoke-dispatch';
import { VOICE_CHUNK_CHARS, type SpokenAnswerView } from '../../../electron/shared/voice-contract';
import { espeakWav, soxStat, wavDurationSeconds, writeBytes } from '../../support/audio-measure';
import { dataOf } from '../../support/invoke-result';
import { startSpeechStandIn, type SpeechStandIn } from '../../support/speech-stand-in';
import { startTranscriptionStandIn, type TranscriptionStandIn } from '../../support/transcription-stand-in';
import { createTempDirs } from '../../support/temp-dir';

const temp = createTempDirs();
const key = `sk-stt-handler-${Date.now()}-Zq8`;

describe('voice handlers', () => {
  let runtime: HearthRuntime;
  let stt: TranscriptionStandIn;
  let tts: SpeechStandIn;
  let dataDir: string;
  let wav: Buffer;
  let invoke: (channel: string, payload: unknown) => ReturnType<ReturnType<typeof createInvokeDispatcher>>;

  beforeAll(async () => {
    [stt, tts] = await Promise.all([startTranscriptionStandIn(), startSpeechStandIn()]);
    dataDir = temp.make('voice-handlers');
    runtime = await createHearthRuntime({
      dataDir,
      env: { PATH: process.env.PATH, HOME: dataDir },
      platform: process.platform,
      secretStore: createSessionSecretStore(),
    });
    await runtime.secretStore.set('transcription', key);
    const dispatch = createInvokeDispatcher(
      createInvokeHandlers({ runtime, approvals: createPendingApprovals(), version: 'test' }),
    );
    invoke = (channel, payload) => dispatch(channel, payload, { id: callerId.window(1) });
    // Long enough to need several chunks (16-bit PCM, 22 kHz: about 44 kB a second).
    wav = readFileSync(
      espeakWav(temp.make('voice-audio'), 'Please book a table for four at seven tonight. '.repeat(4)),
    );
  });
  afterAll(async () => {
    await runtime?.close();
    await Promise.all([stt?.close(), tts?.close()]);
    temp.cleanup();
  });

  const sendRecording = async (bytes: Buffer) => {
    const base64 = bytes.toString('base64');
    const chunks: string[] = [];
    for (let at = 0; at < base64.length; at += VOICE_CHUNK_CHARS) chunks.push(base64.slice(at, at + VOICE_CHUNK_CHARS));
    let uploadId: string | undefined;
    for (const chunk of chunks.slice(0, -1))
      uploadId = (
        dataOf(await invoke('voice:upload', { ...(uploadId ? { uploadId } : {}), data: chunk })) as { uploadId: string }
      ).uploadId;
    return invoke('voice:transcribe', { ...(uploadId ? { uploadId } : {}), data: chunks.at(-1)! });
  };

  it('says plainly when no transcription server is set', async () => {
    const answer = await invoke('voice:transcribe', { data: wav.subarray(0, 2000).toString('base64') });
    expect(answer).toMatchObject({
      ok: false,
      error: { kind: 'unavailable', message: expect.stringContaining('Settings → Voice') },
    });
  });

  it('transcribes a chunked recording whole, with the key, and keeps nothing by default', async () => {
    await runtime.setSetting('voice.transcription.baseUrl', stt.baseUrl);
    stt.answer({ text: 'Book a table for four.' });
    expect(wav.toString('base64').length).toBeGreaterThan(2 * VOICE_CHUNK_CHARS);
    expect(dataOf(await sendRecording(wav))).toEqual({ text: 'Book a table for four.' });
    const upload = stt.uploads.at(-1)!;
    expect(upload.bytes).toBe(wav.length);
    expect(upload.authorization).toBe(`Bearer ${key}`);
    expect(upload.durationSeconds).toBeCloseTo(wavDurationSeconds(wav)!, 3);
    expect(existsSync(join(dataDir, 'recordings'))).toBe(false);
  });

  it('keeps the recording only while "Keep recordings" is on', async () => {
    await runtime.setSetting('voice.keepRecordings', true);
    dataOf(await sendRecording(wav));
    const kept = readdirSync(join(dataDir, 'recordings'));
    expect(kept).toHaveLength(1);
    expect(readFileSync(join(dataDir, 'recordings', kept[0]!)).equals(wav)).toBe(true);
    await runtime.setSetting('voice.keepRecordings', false);
  });

  it('refuses what is not audio, and reports a server error in one line; an empty transcript is empty text', async () => {
    const notAudio = await invoke('voice:transcribe', { data: Buffer.from('just some text').toString('base64') });
    expect(notAudio).toMatchObject({
      ok: false,
      error: { kind: 'refused', message: expect.stringMatching(/^unsupported audio format/) },
    });
    stt.answer({ status: 503, message: 'the model is loading' });
    const refused = await sendRecording(wav);
    expect(refused).toMatchObject({
      ok: false,
      error: { kind: 'failed', message: 'transcription failed: the server answered 503 (the model is loading)' },
    });
    stt.answer({ text: '   ' });
    const empty = await sendRecording(wav);
    expect(dataOf(empty)).toEqual({ text: '' });
    expect(JSON.stringify([notAudio, refused, empty])).not.toContain(key);
    const lost = await invoke('voice:transcribe', { uploadId: 'rec-gone', data: '' });
    expect(lost).toMatchObject({ ok: false, error: { kind: 'refused' } });
  });

  it('speaks an answer through the speech server as speakable text, and through espeak-ng with none (en, ko)', async () => {
    await runtime.setSetting('voice.speech.baseUrl', tts.baseUrl);
    const markdown = '**Done.** See [the notes](https://example.com/n).\n\n```ts\nconst x = 1;\n```\n';
    const served = dataOf(await invoke('voice:speak', { text: markdown })) as SpokenAnswerView;
    expect(tts.requests.at(-1)!.input).toBe(served.text);
    expect(served.text).not.toMatch(/\*\*|```|const x|https?:/);
    expect(served).toMatchObject({ mimeType: 'audio/wav', language: 'en' });
    expect(Buffer.from(served.audio, 'base64').equals(Buffer.from(tts.audio))).toBe(true);

    await runtime.setSetting('voice.speech.baseUrl', '');
    const folder = temp.make('voice-spoken');
    for (const [text, language] of [
      ['The weather is clear today.', 'en'],
      ['오늘 날씨는 맑습니다.', 'ko'],
    ] as const) {
      const spoken = dataOf(await invoke('voice:speak', { text })) as SpokenAnswerView;
      expect(spoken).toMatchObject({ mimeType: 'audio/wav', language });
      const path = writeBytes(folder, `${language}.wav`, Buffer.from(spoken.audio, 'base64'));
      const stat = soxStat(path);
      expect(stat.seconds).toBeGreaterThan(0.5);
      expect(stat.rmsAmplitude).toBeGreaterThan(0.01);
    }
    const nothing = await invoke('voice:speak', { text: ' \n\n ' });
    expect(nothing).toMatchObject({
      ok: false,
      error: { kind: 'failed', message: expect.stringMatching(/^nothing to read aloud/) },
    });
  });
});
