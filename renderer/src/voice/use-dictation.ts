// Dictation's state for one text field: start and stop (the microphone button or the push-to-talk shortcut), Esc
// cancels (nothing is sent; what was typed stays), and the transcript or a clear message when there is none.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services-context';
import type { MicrophoneRecording } from './microphone-recorder';
import { HOLD_MS, isPushToTalk, PUSH_TO_TALK_CODE } from './push-to-talk';

export type DictationPhase = 'idle' | 'starting' | 'recording' | 'transcribing';

export interface Dictation {
  phase: DictationPhase;
  /** The last outcome to show: a problem (role alert) or a plain note (role status). */
  message: { tone: 'problem' | 'note'; text: string } | null;
  /** The recording in progress (the level meter and the time read it every frame), or null. */
  live: () => MicrophoneRecording | null;
  /** The microphone button: start when idle, stop and transcribe while recording. */
  toggle: () => void;
  cancel: () => void;
}

export interface DictationOptions {
  /** `held`: the recording was made by holding the shortcut and letting go (the quick-ask's voice conversation). */
  onTranscript: (text: string, how: { held: boolean }) => void;
}

export function useDictation({ onTranscript }: DictationOptions): Dictation {
  const { t } = useTranslation();
  const { api } = useServices();
  const [phase, setPhaseState] = useState<DictationPhase>('idle');
  const [message, setMessage] = useState<Dictation['message']>(null);
  const phaseRef = useRef<DictationPhase>('idle');
  const recording = useRef<MicrophoneRecording | null>(null);
  /** Bumped by every start and cancel, so a late microphone or transcript from an earlier take is dropped. */
  const take = useRef(0);
  const press = useRef<{ at: number; stopOnStart: boolean } | null>(null);
  const deliver = useRef(onTranscript);
  useEffect(() => {
    deliver.current = onTranscript;
  });
  const setPhase = (next: DictationPhase) => {
    phaseRef.current = next;
    setPhaseState(next);
  };

  const stop = useCallback(
    (held: boolean) => {
      const current = recording.current;
      if (phaseRef.current !== 'recording' || !current) return;
      recording.current = null;
      const wav = current.stop();
      const mine = take.current;
      setPhase('transcribing');
      // Loaded on first use, like the recorder: neither is part of the window's first paint.
      void import('./dictation-upload')
        .then(({ transcribeRecording }) => transcribeRecording(api, wav))
        .then((outcome) => {
          if (take.current !== mine) return;
          setPhase('idle');
          if (outcome.ok) {
            setMessage(outcome.notKept ? { tone: 'problem', text: t('voiceUi.notKept') } : null);
            deliver.current(outcome.text, { held });
          } else if (outcome.problem === 'serverError')
            setMessage({ tone: 'problem', text: t('voiceUi.serverError', { error: outcome.error }) });
          else setMessage({ tone: 'problem', text: t(`voiceUi.${outcome.problem}`) });
        });
    },
    [api, t],
  );

  const start = useCallback(() => {
    if (phaseRef.current !== 'idle') return;
    const mine = ++take.current;
    setMessage(null);
    setPhase('starting');
    void import('./microphone-recorder')
      .then(({ startMicrophone }) => startMicrophone())
      .then((started) => {
        if (take.current !== mine) {
          if (started.ok) started.recording.cancel();
          return;
        }
        if (!started.ok) {
          setPhase('idle');
          setMessage({ tone: 'problem', text: t(`voiceUi.${started.problem}`) });
          return;
        }
        recording.current = started.recording;
        setPhase('recording');
        if (press.current?.stopOnStart) {
          press.current = null;
          stop(true);
        }
      });
  }, [stop, t]);

  const cancel = useCallback(() => {
    if (phaseRef.current === 'idle') return;
    take.current++;
    recording.current?.cancel();
    recording.current = null;
    press.current = null;
    setPhase('idle');
    setMessage({ tone: 'note', text: t('voiceUi.cancelled') });
  }, [t]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && phaseRef.current !== 'idle') {
        event.preventDefault();
        event.stopPropagation();
        cancel();
        return;
      }
      if (!isPushToTalk(event)) return;
      event.preventDefault();
      if (event.repeat) return;
      if (phaseRef.current === 'idle') {
        press.current = { at: performance.now(), stopOnStart: false };
        start();
      } else if (phaseRef.current === 'recording') {
        press.current = null;
        stop(false);
      }
    };
    const onKeyUp = (event: KeyboardEvent) => {
      const pressed = press.current;
      if (event.code !== PUSH_TO_TALK_CODE || !pressed) return;
      press.current = null;
      if (performance.now() - pressed.at < HOLD_MS) return; // a tap: pressing again stops
      if (phaseRef.current === 'starting') press.current = { ...pressed, stopOnStart: true };
      else stop(true);
    };
    window.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('keyup', onKeyUp, true);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('keyup', onKeyUp, true);
    };
  }, [cancel, start, stop]);

  // Leaving the view drops a recording in progress.
  useEffect(() => () => void recording.current?.cancel(), []);

  return {
    phase,
    message,
    live: () => recording.current,
    toggle: () => (phaseRef.current === 'recording' ? stop(false) : start()),
    cancel,
  };
}
