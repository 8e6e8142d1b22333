// Text-to-speech through any OpenAI-compatible `/v1/audio/speech` endpoint: model, voice and input as JSON; the
// answer is the audio itself (WAV asked for; whatever format the server returns is named from its bytes).
import { err, ok, type Result } from '../../shared/result';
import { detectAudioFormat, formatFromContentType, type AudioFormat } from './audio-format';
import { audioEndpoint, serverRefusal, unreachable } from './voice-http';

export interface SpeechRequest {
  text: string;
  baseUrl: string;
  model: string;
  voice: string;
  /** The `speech` key, or null for a server that needs none. */
  apiKey: string | null;
  signal?: AbortSignal;
}

export interface SpokenAudio {
  audio: Uint8Array;
  format: AudioFormat;
}

export async function requestSpeech(request: SpeechRequest): Promise<Result<SpokenAudio>> {
  const url = audioEndpoint(request.baseUrl, 'speech');
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(request.apiKey ? { authorization: `Bearer ${request.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: request.model, voice: request.voice, input: request.text, response_format: 'wav' }),
      ...(request.signal ? { signal: request.signal } : {}),
    });
  } catch (error) {
    return err(unreachable('speech', url, error, request.apiKey));
  }
  if (!response.ok) return err(await serverRefusal('speech', response, request.apiKey));
  const audio = new Uint8Array(await response.arrayBuffer());
  if (audio.length === 0) return err('speech failed: the server answered with no audio');
  const format = detectAudioFormat(audio) ?? formatFromContentType(response.headers.get('content-type'));
  return ok({ audio, format });
}
