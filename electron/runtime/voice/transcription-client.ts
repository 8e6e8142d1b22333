// Speech-to-text through any OpenAI-compatible `/v1/audio/transcriptions` endpoint (OpenAI, Groq, speaches,
// whisper.cpp's server): a multipart upload of the audio, the model and, when set, the language. Failures are data.
import { err, ok, type Result } from '../../shared/result';
import { audioMimeTypes, type AudioFormat } from './audio-format';
import { audioEndpoint, serverRefusal, unreachable } from './voice-http';

export interface TranscriptionRequest {
  audio: Uint8Array;
  format: AudioFormat;
  baseUrl: string;
  model: string;
  /** '' lets the server detect the language. */
  language: string;
  /** The `transcription` key, or null for a server that needs none. */
  apiKey: string | null;
  signal?: AbortSignal;
}

/** The transcript (trimmed, never empty), or one line saying why there is none. */
export async function requestTranscription(request: TranscriptionRequest): Promise<Result<{ text: string }>> {
  const url = audioEndpoint(request.baseUrl, 'transcriptions');
  const form = new FormData();
  const blob = new Blob([request.audio], { type: audioMimeTypes[request.format] });
  form.append('file', blob, `recording.${request.format}`);
  form.append('model', request.model);
  if (request.language) form.append('language', request.language);
  form.append('response_format', 'json');
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      body: form,
      headers: request.apiKey ? { authorization: `Bearer ${request.apiKey}` } : {},
      ...(request.signal ? { signal: request.signal } : {}),
    });
  } catch (error) {
    return err(unreachable('transcription', url, error, request.apiKey));
  }
  if (!response.ok) return err(await serverRefusal('transcription', response, request.apiKey));
  const body = await response.text();
  let text: unknown = body;
  try {
    text = (JSON.parse(body) as { text?: unknown }).text;
  } catch {
    // a plain-text answer (response_format ignored): the body is the transcript
  }
  if (typeof text !== 'string') return err('transcription failed: the server answered without a transcript');
  const transcript = text.trim();
  if (!transcript) return err('transcription is empty: no speech was recognised in the audio');
  return ok({ text: transcript });
}
