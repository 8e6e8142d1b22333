// voice:* channels: the window's dictation (chunks in, transcript out) and read aloud (an answer in, audio out) over
// the voice service (electron/runtime/voice/); the keys stay in main, and a recording reaches disk only if kept.
import { join } from 'node:path';
import { failure, type InvokeHandlers } from '../../shared/contract';
import type { HearthRuntime } from '../create-runtime';
import { audioMimeTypes } from '../voice/audio-format';
import { createRecordingUploads, keepRecording } from '../voice/recording-uploads';
import { createVoiceService, type VoiceService } from '../voice/voice-service';

type VoiceChannel = 'voice:upload' | 'voice:transcribe' | 'voice:speak';

export function createVoiceHandlers(deps: {
  runtime: Pick<HearthRuntime, 'settings' | 'secretStore' | 'dataDir'>;
  /** Tests may pass their own (e.g. another espeak-ng); default: the service over the runtime's settings and keys. */
  voice?: VoiceService;
}): Pick<InvokeHandlers, VoiceChannel> {
  const { runtime } = deps;
  const voice = deps.voice ?? createVoiceService({ settings: runtime.settings, secretStore: runtime.secretStore });
  const uploads = createRecordingUploads();
  return {
    'voice:upload': ({ uploadId, data }) => {
      const appended = uploads.append(uploadId, Buffer.from(data, 'base64'));
      if (!appended.ok) throw failure('refused', `Dictation failed: ${appended.error}.`);
      return { uploadId: appended.uploadId, bytes: appended.bytes };
    },
    'voice:transcribe': async ({ uploadId, data }) => {
      const recording = uploads.finish(uploadId, Buffer.from(data, 'base64'));
      if (!recording.ok) throw failure('refused', `Dictation failed: ${recording.error}.`);
      if (!runtime.settings().voice.transcription.baseUrl)
        throw failure('unavailable', 'No transcription server is set: choose one in Settings → Voice.');
      const transcript = await voice.transcribeAudio(recording.audio);
      // Nothing heard is an answer, not a failure: the page says so in its own words.
      if (!transcript.ok && transcript.error.startsWith('transcription is empty')) return { text: '' };
      if (!transcript.ok) {
        const kind = transcript.error.startsWith('unsupported') ? 'refused' : 'failed';
        throw failure(kind, transcript.error);
      }
      // Kept only when asked; a recording that cannot be written is said, with the transcript still returned.
      let notKept: string | undefined;
      if (runtime.settings().voice.keepRecordings) {
        const folder = join(runtime.dataDir, 'recordings');
        await keepRecording(folder, recording.audio, transcript.format, new Date()).catch((error: unknown) => {
          notKept = `The recording could not be kept (${(error as NodeJS.ErrnoException).code ?? 'write failed'}).`;
        });
      }
      return { text: transcript.text, ...(notKept ? { notKept } : {}) };
    },
    'voice:speak': async ({ text }) => {
      const spoken = await voice.speak(text);
      if (!spoken.ok) throw failure('failed', spoken.error);
      return {
        audio: Buffer.from(spoken.audio).toString('base64'),
        mimeType: audioMimeTypes[spoken.format],
        text: spoken.text,
        language: spoken.language,
      };
    },
  };
}
