// The voice channels of the IPC contract (issue 41): a dictation's WAV arrives in base64 chunks (voice:upload) and is
// transcribed by the configured server (voice:transcribe); voice:speak turns an answer into spoken audio.
import { z } from 'zod';
import { spokenLanguages } from './text-language';

/** Base64 characters in one call (under the IPC payload guard's 256 KiB string cap). */
export const VOICE_CHUNK_CHARS = 240_000;

const base64 = z
  .string()
  .max(VOICE_CHUNK_CHARS)
  .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'must be base64');
const uploadId = z.string().min(1).max(64);

export const spokenAnswerSchema = z.object({
  /** The audio (WAV from the OS voice; whatever the speech server returned) as base64. */
  audio: z.string(),
  mimeType: z.string(),
  /** What was spoken: the answer as speakable text (no Markdown, code named, not read). */
  text: z.string(),
  language: z.enum(spokenLanguages),
});
export type SpokenAnswerView = z.infer<typeof spokenAnswerSchema>;

export const voiceContract = {
  /** Appends one chunk of a recording; without `uploadId` a new one starts. Past the size cap it is `refused`. */
  'voice:upload': {
    request: z.object({ uploadId: uploadId.optional(), data: base64 }).strict(),
    response: z.object({ uploadId: z.string(), bytes: z.number() }),
  },
  /**
   * Transcribes a recording (`data` is all of it, or its last chunk after `uploadId`'s) through
   * `voice.transcription.*`. Not audio: `refused`; no server set: `unavailable`; the server failed or heard nothing:
   * `failed` with one line; nothing heard: `text: ''`. The audio is kept in `<dataDir>/recordings/` only when `voice.keepRecordings` is on.
   */
  'voice:transcribe': {
    request: z.object({ uploadId: uploadId.optional(), data: base64 }).strict(),
    response: z.object({ text: z.string(), notKept: z.string().optional() }),
  },
  /** An answer's Markdown spoken by `voice.speech.*` (or the OS voice when no server is set); `failed` with one line. */
  'voice:speak': {
    request: z.object({ text: z.string().min(1).max(200_000) }).strict(),
    response: spokenAnswerSchema,
  },
} as const;
