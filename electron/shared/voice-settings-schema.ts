// The `voice` settings section (issue 41): the speech-to-text and text-to-speech servers (any OpenAI-compatible
// `/v1/audio/*` endpoint; their keys live in the keychain as `transcription` and `speech`) and the voice switches.
import { z } from 'zod';

/** Keychain accounts of the voice servers' keys (`hearth key set transcription|speech`). */
export const voiceKeyAccounts = ['transcription', 'speech'] as const;

/** A server's base URL (…/v1) or '' (transcription: not set up; speech: the operating system's own voice). */
const baseUrl = () => z.string().url().or(z.literal('')).default('').catch('');

/** The section's shape (settings-schema.ts wraps it as a section: missing or broken → all defaults). */
export function voiceSectionShape() {
  return {
    transcription: z
      .object({
        baseUrl: baseUrl(),
        model: z.string().max(200).default('whisper-1').catch('whisper-1'),
        /** A language code (ISO 639-1, e.g. "en", "ko") or '' for automatic detection by the server. */
        language: z
          .string()
          .regex(/^([a-z]{2,3}(-[A-Za-z]{2,4})?)?$/)
          .default('')
          .catch(''),
        /** Send a finished dictation at once instead of leaving the transcript in the composer. */
        sendAtOnce: z.boolean().default(false).catch(false),
      })
      .prefault({})
      .catch(() => ({ baseUrl: '', model: 'whisper-1', language: '', sendAtOnce: false })),
    speech: z
      .object({
        /** '' = the operating system's own voice (on Linux espeak-ng). */
        baseUrl: baseUrl(),
        model: z.string().max(200).default('tts-1').catch('tts-1'),
        voice: z.string().max(100).default('alloy').catch('alloy'),
        /** Read every finished answer aloud (off by default). */
        readAnswersAloud: z.boolean().default(false).catch(false),
      })
      .prefault({})
      .catch(() => ({ baseUrl: '', model: 'tts-1', voice: 'alloy', readAnswersAloud: false })),
    /** Keep recordings after they are transcribed (off: audio is never stored). */
    keepRecordings: z.boolean().default(false).catch(false),
  };
}
