// Sends a finished dictation (a WAV) to main in base64 chunks (voice:upload, then voice:transcribe with the last one)
// and names the outcome the way the dictation's messages do; main holds the key and calls the server.
import type { HearthApi } from '../api';
import { VOICE_CHUNK_CHARS } from '../../../electron/shared/voice-contract';
import { base64Chunks } from './wav-encoding';

export type TranscriptOutcome =
  | { ok: true; text: string; notKept: boolean }
  | { ok: false; problem: 'notSetUp' | 'emptyTranscript' }
  | { ok: false; problem: 'serverError'; error: string };

export async function transcribeRecording(
  api: Pick<HearthApi, 'voiceUpload' | 'voiceTranscribe'>,
  wav: Uint8Array,
): Promise<TranscriptOutcome> {
  const chunks = base64Chunks(wav, VOICE_CHUNK_CHARS);
  let uploadId: string | undefined;
  try {
    for (const data of chunks.slice(0, -1)) {
      const appended = await api.voiceUpload({ ...(uploadId ? { uploadId } : {}), data });
      if (!appended.ok) return { ok: false, problem: 'serverError', error: appended.error.message };
      uploadId = appended.data.uploadId;
    }
    const result = await api.voiceTranscribe({ ...(uploadId ? { uploadId } : {}), data: chunks.at(-1)! });
    if (!result.ok)
      return result.error.kind === 'unavailable'
        ? { ok: false, problem: 'notSetUp' }
        : { ok: false, problem: 'serverError', error: result.error.message };
    const text = result.data.text.trim();
    if (!text) return { ok: false, problem: 'emptyTranscript' };
    return { ok: true, text, notKept: result.data.notKept !== undefined };
  } catch (error) {
    return { ok: false, problem: 'serverError', error: error instanceof Error ? error.message : String(error) };
  }
}
