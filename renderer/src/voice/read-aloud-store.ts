// Read aloud (a zustand store, one per window): never two answers at once, Stop at any time. With a speech server
// main makes the audio (voice:speak) and the page's <audio> element plays it; with none, the OS voice: the Web Speech
// API when the browser has a voice for the answer's language, else main's espeak-ng path (a WAV played the same way).
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { HearthApi } from '../api';
import type { SpokenLanguage } from '../../../electron/shared/text-language';

export interface ReadAloudState {
  /** The answer being read (its message id): its audio is being made, or it is speaking. */
  current: { id: string; phase: 'preparing' | 'speaking' } | null;
  /** Why the last answer asked for could not be read (main's one line). */
  problem: { id: string; error: string } | null;
  read: (id: string, markdown: string) => void;
  stop: () => void;
}

export type ReadAloudStore = StoreApi<ReadAloudState>;

export interface ReadAloudDeps {
  api: Pick<HearthApi, 'voiceSpeak'>;
  /** `voice.speech.baseUrl` now ('' = the OS voice). */
  speechServer: () => string;
  /** The page (its <audio> element is added here) and its Web Speech API, when it has one. */
  document: Document;
  speechSynthesis: SpeechSynthesis | undefined;
}

/** The browser's own voice for `language`, if it has one (Chromium without system voices has none). */
function webSpeechVoice(synth: SpeechSynthesis | undefined, language: SpokenLanguage) {
  return synth?.getVoices().find((voice) => voice.lang.toLowerCase().split(/[-_]/)[0] === language);
}

function base64Blob(base64: string, mimeType: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: mimeType });
}

export function createReadAloudStore(deps: ReadAloudDeps): ReadAloudStore {
  let audio: HTMLAudioElement | undefined;
  let audioUrl: string | undefined;
  /** Bumped by every read and stop, so a late voice:speak answer for an earlier request is dropped. */
  let request = 0;
  return createStore<ReadAloudState>()((set, get) => {
    const finish = (mine: number) => {
      if (mine === request) set({ current: null });
    };
    const element = () => {
      if (audio) return audio;
      audio = deps.document.createElement('audio');
      audio.className = 'read-aloud-audio';
      audio.hidden = true;
      deps.document.body.append(audio);
      return audio;
    };
    const release = () => {
      if (audio) {
        audio.pause();
        audio.removeAttribute('src');
        audio.onended = audio.onerror = null;
      }
      if (audioUrl) URL.revokeObjectURL(audioUrl);
      audioUrl = undefined;
      deps.speechSynthesis?.cancel();
    };
    const fail = (mine: number, id: string, error: string) => {
      if (mine !== request) return;
      release();
      set({ current: null, problem: { id, error } });
    };
    const play = (mine: number, id: string, base64: string, mimeType: string) => {
      const player = element();
      audioUrl = URL.createObjectURL(base64Blob(base64, mimeType));
      player.onended = () => finish(mine);
      player.onerror = () => fail(mine, id, 'the audio could not be played');
      player.src = audioUrl;
      set({ current: { id, phase: 'speaking' } });
      player.play().catch((error: unknown) => fail(mine, id, String(error)));
    };
    const speakInMain = (mine: number, id: string, markdown: string) =>
      deps.api.voiceSpeak({ text: markdown }).then(
        (result) => {
          if (mine !== request) return;
          if (!result.ok) return fail(mine, id, result.error.message);
          play(mine, id, result.data.audio, result.data.mimeType);
        },
        (error: unknown) => fail(mine, id, String(error)),
      );
    const speakWithBrowser = (mine: number, id: string, text: string, voice: SpeechSynthesisVoice) => {
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.voice = voice;
      utterance.lang = voice.lang;
      utterance.onstart = () => mine === request && set({ current: { id, phase: 'speaking' } });
      utterance.onend = () => finish(mine);
      utterance.onerror = (event) => fail(mine, id, event.error);
      deps.speechSynthesis?.speak(utterance);
    };
    return {
      current: null,
      problem: null,
      read(id, markdown) {
        get().stop();
        const mine = ++request;
        set({ current: { id, phase: 'preparing' }, problem: null });
        // The Web Speech API needs the speakable text and its language here (loaded on first use); main makes both
        // for its own voices.
        if (!deps.speechServer() && deps.speechSynthesis?.getVoices().length) {
          void import('../../../electron/shared/speakable-text').then(({ toSpeakableText }) => {
            if (mine !== request) return;
            const speakable = toSpeakableText(markdown);
            const voice = webSpeechVoice(deps.speechSynthesis, speakable.language);
            if (voice && speakable.text) speakWithBrowser(mine, id, speakable.text, voice);
            else void speakInMain(mine, id, markdown);
          });
          return;
        }
        void speakInMain(mine, id, markdown);
      },
      stop() {
        request++;
        release();
        if (get().current) set({ current: null });
      },
    };
  });
}
