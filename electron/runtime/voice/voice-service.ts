// Voice for the CLI and the window (electron/runtime/handlers/voice.ts): transcribe an audio file or a dictation
// (its format checked from its bytes) and speak an answer's Markdown made speakable, through the configured servers
// or the OS voice. Built with its settings reader and the keychain injected; every failure is one line of data.
import { readFile } from 'node:fs/promises';
import type { SecretStore } from '../../shared/secret-store-port';
import type { Settings } from '../../shared/settings-schema';
import { err, type Result } from '../../shared/result';
import { toSpeakableText } from '../../shared/speakable-text';
import type { SpokenLanguage } from '../../shared/text-language';
import { audioFormats, detectAudioFormat, type AudioFormat } from './audio-format';
import { speakWithOsVoice } from './os-voice';
import { requestSpeech, type SpokenAudio } from './speech-client';
import { requestTranscription } from './transcription-client';

export interface VoiceService {
  /** The transcript of the audio file at `path`. */
  transcribeFile: (path: string, signal?: AbortSignal) => Promise<Result<{ text: string; format: AudioFormat }>>;
  /** The transcript of audio bytes (a dictation from the window); their format is checked from their header. */
  transcribeAudio: (audio: Uint8Array, signal?: AbortSignal) => Promise<Result<{ text: string; format: AudioFormat }>>;
  /** `markdown` as speakable text, spoken by the speech server (or the OS voice when none is set). */
  speak: (
    markdown: string,
    signal?: AbortSignal,
  ) => Promise<Result<SpokenAudio & { text: string; language: SpokenLanguage }>>;
}

export interface VoiceServiceDeps {
  settings: () => Settings;
  secretStore: SecretStore;
  /** The OS voice's program (tests and packaging may name another espeak-ng). */
  espeakProgram?: string;
}

/** Reads the audio file and checks its format by its header; one line when it is missing or not audio. */
export async function readAudioFile(path: string): Promise<Result<{ audio: Uint8Array; format: AudioFormat }>> {
  let audio: Uint8Array;
  try {
    audio = new Uint8Array(await readFile(path));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return err(`no such file: ${path}`);
    if (code === 'EISDIR') return err(`${path} is a folder, not an audio file`);
    return err(`cannot read ${path}: ${code ?? String(error)}`);
  }
  const format = detectAudioFormat(audio);
  if (!format) return err(`unsupported audio format: ${path} (use ${audioFormats.join(', ').toUpperCase()})`);
  return { ok: true, audio, format };
}

export function createVoiceService(deps: VoiceServiceDeps): VoiceService {
  const key = async (account: 'transcription' | 'speech') => (await deps.secretStore.get(account)) ?? null;
  const transcribe = async (audio: Uint8Array, format: AudioFormat, signal?: AbortSignal) => {
    const settings = deps.settings().voice.transcription;
    if (!settings.baseUrl) return err('no transcription server: set voice.transcription.baseUrl (…/v1)');
    const transcript = await requestTranscription({
      ...{ audio, format, baseUrl: settings.baseUrl, model: settings.model },
      ...{ language: settings.language, apiKey: await key('transcription') },
      ...(signal ? { signal } : {}),
    });
    return transcript.ok ? { ok: true as const, text: transcript.text, format } : transcript;
  };
  return {
    async transcribeFile(path, signal) {
      const file = await readAudioFile(path);
      if (!file.ok) return file;
      return transcribe(file.audio, file.format, signal);
    },
    async transcribeAudio(audio, signal) {
      const format = detectAudioFormat(audio);
      if (!format) return err(`unsupported audio format (use ${audioFormats.join(', ').toUpperCase()})`);
      return transcribe(audio, format, signal);
    },
    async speak(markdown, signal) {
      const speakable = toSpeakableText(markdown);
      if (!speakable.text) return err('nothing to read aloud: the text has no words');
      const settings = deps.settings().voice.speech;
      const spoken = settings.baseUrl
        ? await requestSpeech({
            ...{ text: speakable.text, baseUrl: settings.baseUrl, model: settings.model, voice: settings.voice },
            ...{ apiKey: await key('speech') },
            ...(signal ? { signal } : {}),
          })
        : await speakWithOsVoice(speakable.text, speakable.language, {
            ...(deps.espeakProgram ? { program: deps.espeakProgram } : {}),
            ...(signal ? { signal } : {}),
          });
      return spoken.ok ? { ...spoken, text: speakable.text, language: speakable.language } : spoken;
    },
  };
}
