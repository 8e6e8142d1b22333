// The dictation's controls beside a text field: the microphone button (Stop while recording) and, above the field,
// the recording's live level, its elapsed time and "Esc cancels", then "Transcribing…" or the outcome's message.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCountdown } from '../lib/format';
import { Icon } from '../lib/icons';
import { pushToTalkLabel } from './push-to-talk';
import type { Dictation } from './use-dictation';

export function DictationButton({ dictation, disabled }: { dictation: Dictation; disabled?: boolean }) {
  const { t } = useTranslation();
  const recording = dictation.phase === 'recording';
  const label = recording ? t('voiceUi.stopDictation') : t('voiceUi.dictate');
  return (
    <button
      type="button"
      className={`composer-button dictate${recording ? ' recording' : ''}`}
      aria-label={label}
      title={recording ? label : t('voiceUi.dictateHint', { keys: pushToTalkLabel() })}
      disabled={disabled || dictation.phase === 'starting' || dictation.phase === 'transcribing'}
      onClick={dictation.toggle}
    >
      <Icon name={recording ? 'stop' : 'mic'} size={16} />
    </button>
  );
}

/** Level and time, redrawn every frame from the recording itself (the time is the audio's, not the clock's). */
function LiveRecording({ dictation }: { dictation: Dictation }) {
  const { t } = useTranslation();
  const [live, setLive] = useState({ level: 0, seconds: 0 });
  useEffect(() => {
    let frame = 0;
    const draw = () => {
      const recording = dictation.live();
      if (recording) setLive({ level: recording.level(), seconds: recording.seconds() });
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, [dictation]);
  const percent = Math.round(live.level * 100);
  return (
    <>
      <span className="dictation-dot" aria-hidden="true" />
      <span className="dictation-label">{t('voiceUi.recording')}</span>
      <span
        className="dictation-level"
        role="meter"
        aria-label={t('voiceUi.level')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className="dictation-level-fill" style={{ transform: `scaleX(${live.level})` }} />
      </span>
      <time className="dictation-time" aria-label={t('voiceUi.elapsed')} dateTime={`PT${live.seconds.toFixed(2)}S`}>
        {formatCountdown(Math.floor(live.seconds) * 1000)}
      </time>
      <span className="dictation-hint">{t('voiceUi.escToCancel')}</span>
    </>
  );
}

export function DictationStatus({ dictation }: { dictation: Dictation }) {
  const { t } = useTranslation();
  const { phase, message } = dictation;
  if (phase === 'recording')
    return (
      <div className="dictation-status" role="group" aria-label={t('voiceUi.dictation')}>
        <LiveRecording dictation={dictation} />
      </div>
    );
  if (phase === 'transcribing')
    return (
      <div className="dictation-status" role="status">
        {t('voiceUi.transcribing')}
      </div>
    );
  if (!message) return null;
  return (
    <div className={`dictation-status ${message.tone}`} role={message.tone === 'problem' ? 'alert' : 'status'}>
      {message.text}
    </div>
  );
}
