// The operating system's own voice when no speech server is set (`voice.speech.baseUrl` empty): on Linux espeak-ng,
// run as a real child process (never a shell), the text on its stdin, the voice picked from the text's language.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { childProcess } from '../../../tools/lazy-builtins';
import { err, ok, type Result } from '../../shared/result';
import type { SpokenLanguage } from '../../shared/text-language';
import type { SpokenAudio } from './speech-client';

/** espeak-ng's voice for each language the text detector names. */
export const espeakVoices: Record<SpokenLanguage, string> = {
  en: 'en-us',
  ko: 'ko',
  ja: 'ja',
  zh: 'cmn',
  es: 'es',
  de: 'de',
  fr: 'fr',
  ru: 'ru',
  ar: 'ar',
};

export interface OsVoiceOptions {
  /** The espeak-ng program (default: `espeak-ng` on PATH). */
  program?: string;
  signal?: AbortSignal;
}

/** Speaks `text` in `language` into a WAV file's bytes, or says in one line why it could not. */
export async function speakWithOsVoice(
  text: string,
  language: SpokenLanguage,
  options: OsVoiceOptions = {},
): Promise<Result<SpokenAudio>> {
  if (process.platform !== 'linux')
    return err('speech failed: the system voice is used by the desktop app here; set voice.speech.baseUrl for the CLI');
  const program = options.program ?? 'espeak-ng';
  const folder = await mkdtemp(join(tmpdir(), 'hearth-voice-'));
  const out = join(folder, 'speech.wav');
  try {
    const outcome = await new Promise<Result>((resolve) => {
      // -b 1: the text is UTF-8; --stdin: read it from stdin (so no text is ever taken as an option).
      const child = childProcess().spawn(program, ['-v', espeakVoices[language], '-b', '1', '-w', out, '--stdin'], {
        stdio: ['pipe', 'ignore', 'pipe'],
        ...(options.signal ? { signal: options.signal } : {}),
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
      child.on('error', (error: NodeJS.ErrnoException) =>
        resolve(
          err(
            error.code === 'ENOENT'
              ? `speech failed: ${program} is not installed (install espeak-ng, or set voice.speech.baseUrl)`
              : `speech failed: ${error.message}`,
          ),
        ),
      );
      child.on('close', (code) =>
        resolve(
          code === 0 ? ok() : err(`speech failed: ${program} exited with ${code} (${stderr.trim().slice(0, 200)})`),
        ),
      );
      child.stdin.on('error', () => undefined);
      child.stdin.end(text);
    });
    if (!outcome.ok) return outcome;
    return ok({ audio: new Uint8Array(await readFile(out)), format: 'wav' as const });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
