// The voice commands through the real CLI, the real keychain and stand-in servers: `transcribe FILE [--json]`,
// `ask --audio FILE` and `speak ID [--out FILE]`; each failure is one line on stderr, and the key never shows.
import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeLlmServer, type FakeLlmServer } from '../support/fake-llm-server';
import { espeakWav, soxStat, wavDurationSeconds } from '../support/audio-measure';
import { describeWithFacility } from '../support/requirements';
import { startSpeechStandIn, type SpeechStandIn } from '../support/speech-stand-in';
import { startTranscriptionStandIn, type TranscriptionStandIn } from '../support/transcription-stand-in';
import { createTempDirs } from '../support/temp-dir';
import { runCli, type CliRun } from './run-cli';

const temp = createTempDirs();
const sttKey = `sk-stt-canary-${Date.now()}-Hq2`;
const ttsKey = `sk-tts-canary-${Date.now()}-Jw5`;

describeWithFacility('keychain', 'cli voice commands', () => {
  let llm: FakeLlmServer;
  let stt: TranscriptionStandIn;
  let tts: SpeechStandIn;
  let dataDir: string;
  let folder: string;
  let wav: string;
  const outputs: CliRun[] = [];
  const cli = async (args: string[], input?: string) => {
    const run = await runCli([...args, '--data-dir', dataDir], input === undefined ? {} : { input });
    outputs.push(run);
    return run;
  };

  beforeAll(async () => {
    [llm, stt, tts] = await Promise.all([startFakeLlmServer(), startTranscriptionStandIn(), startSpeechStandIn()]);
    dataDir = temp.make('cli-voice');
    folder = temp.make('cli-voice-audio');
    wav = espeakWav(folder, 'Please summarise my notes.');
    expect((await cli(['key', 'set', 'transcription'], `${sttKey}\n`)).code).toBe(0);
    expect((await cli(['key', 'set', 'speech'], `${ttsKey}\n`)).code).toBe(0);
    for (const [key, value] of [
      ['voice.transcription.baseUrl', stt.baseUrl],
      ['voice.transcription.model', 'whisper-large-v3'],
      ['voice.transcription.language', 'en'],
    ])
      expect((await cli(['config', 'set', key!, value!])).code).toBe(0);
  });
  afterAll(async () => {
    await cli(['key', 'delete', 'transcription']);
    await cli(['key', 'delete', 'speech']);
    await Promise.all([llm.close(), stt.close(), tts.close()]);
    // Whatever ran, no output carried a key.
    for (const run of outputs) expect(run.stdout + run.stderr).not.toMatch(/sk-(stt|tts)-canary/);
    temp.cleanup();
  });

  it('transcribe prints the transcript of a WAV espeak-ng spoke, sent with the settings and the key', async () => {
    stt.answer({ text: 'Please summarise my notes.' });
    const plain = await cli(['transcribe', wav]);
    expect(plain).toMatchObject({ code: 0, stdout: 'Please summarise my notes.\n' });
    const upload = stt.uploads.at(-1)!;
    expect(upload).toMatchObject({ model: 'whisper-large-v3', language: 'en', authorization: `Bearer ${sttKey}` });
    const source = soxStat(wav).seconds;
    expect(Math.abs(upload.durationSeconds! - source) / source).toBeLessThan(0.1);
    const json = await cli(['transcribe', wav, '--json']);
    expect(json.lines()).toEqual([{ type: 'transcript', text: 'Please summarise my notes.', format: 'wav' }]);
  });

  it('gives one clear line for a missing file, an unsupported format, a server error and an empty transcript', async () => {
    const notAudio = `${folder}/notes.mp3`;
    writeFileSync(notAudio, '# my notes\n');
    const missing = await cli(['transcribe', `${folder}/absent.wav`]);
    expect(missing).toMatchObject({ code: 1, stdout: '', stderr: `hearth: no such file: ${folder}/absent.wav\n` });
    const unsupported = await cli(['transcribe', notAudio]);
    expect(unsupported).toMatchObject({
      code: 1,
      stderr: `hearth: unsupported audio format: ${notAudio} (use WAV, MP3, OGG, WEBM, FLAC, M4A)\n`,
    });
    stt.answer({ status: 502, message: 'upstream down' });
    const serverError = await cli(['transcribe', wav]);
    expect(serverError).toMatchObject({
      code: 1,
      stderr: 'hearth: transcription failed: the server answered 502 (upstream down)\n',
    });
    stt.answer({ text: '' });
    const empty = await cli(['transcribe', wav]);
    expect(empty.stderr).toBe('hearth: transcription is empty: no speech was recognised in the audio\n');
    const usage = await cli(['transcribe']);
    expect(usage.code).toBe(2);
    expect(usage.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('ask --audio sends the transcript as the question; speak writes the answer as audio', async () => {
    stt.answer({ text: 'What is two plus two?' });
    llm.script({ kind: 'text', text: 'It is **four**.\n\n```python\nprint(2 + 2)\n```' });
    const ask = await cli(['ask', '--audio', wav, '--base-url', llm.url, '--model', 'm', '--json']);
    expect(ask.code).toBe(0);
    const lines = ask.lines();
    expect(lines[0]).toEqual({ type: 'transcript', text: 'What is two plus two?', format: 'wav' });
    expect(llm.requests.at(-1)!.messages.at(-1)).toMatchObject({ role: 'user', content: 'What is two plus two?' });
    const conversationId = lines.at(-1)!.conversationId as string;

    // No server: the OS voice (espeak-ng) speaks it.
    const osOut = `${folder}/os.wav`;
    const os = await cli(['speak', conversationId, '--out', osOut]);
    expect(os).toMatchObject({ code: 0, stdout: `${osOut}\n` });
    expect(soxStat(osOut).rmsAmplitude).toBeGreaterThan(0.02);

    expect((await cli(['config', 'set', 'voice.speech.baseUrl', tts.baseUrl])).code).toBe(0);
    const out = `${folder}/answer.wav`;
    const spoken = await cli(['speak', conversationId, '--out', out, '--json']);
    expect(spoken.code).toBe(0);
    expect(spoken.lines()[0]).toMatchObject({ type: 'speech', file: out, format: 'wav' });
    expect(tts.requests.at(-1)).toMatchObject({
      authorization: `Bearer ${ttsKey}`,
      input: 'It is four.\nA code block in Python.',
      model: 'tts-1',
      voice: 'alloy',
    });
    expect(wavDurationSeconds(readFileSync(out))).toBeGreaterThan(0.5);

    tts.failNext(500, 'voice model missing');
    const failed = await cli(['speak', conversationId, '--out', out]);
    expect(failed).toMatchObject({
      code: 1,
      stderr: 'hearth: speech failed: the server answered 500 (voice model missing)\n',
    });
    const unknown = await cli(['speak', 'no-such-conversation']);
    expect(unknown).toMatchObject({
      code: 2,
      stderr: "hearth: no conversation with ID 'no-such-conversation' (it may have been deleted)\n",
    });
  });
});
