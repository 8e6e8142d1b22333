// Settings → Voice: the speech-to-text server (address, model, language, its keychain key `transcription`), the
// text-to-speech server (empty: the system's voice; model, voice, key `speech`) and the voice switches.
import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import { useSettings } from '../services-context';
import { ApiKeyField } from './ApiKeyField';
import { SettingField } from './SettingField';
import { Switch } from './Switch';

/** Languages offered for dictation (ISO 639-1, what transcription servers take), each by its own name. */
const spokenLanguages = [
  ['en', 'English'],
  ['ko', '한국어'],
  ['zh', '中文'],
  ['ja', '日本語'],
  ['es', 'Español'],
  ['de', 'Deutsch'],
  ['fr', 'Français'],
] as const;

/** A switch with its name shown beside what it does. */
function VoiceSwitch({ label, hint, checked, path }: { label: string; hint: string; checked: boolean; path: string }) {
  const set = useSettings((state) => state.set);
  return (
    <div className="tool-row-extra">
      <Switch label={label} checked={checked} onChange={(value) => void set(path, value)} />
      <span>
        <strong>{label}</strong> — {hint}
      </span>
    </div>
  );
}

export function VoiceSection() {
  const { t } = useTranslation();
  const voice = useSettings((state) => state.settings)!.voice;
  const set = useSettings((state) => state.set);
  const languageId = useId();
  const language = voice.transcription.language;
  return (
    <section id="settings-voice" className="settings-section" aria-labelledby="settings-voice-title">
      <h2 id="settings-voice-title">{t('voice.title')}</h2>
      <p className="section-intro">{t('voice.intro')}</p>
      <div className="web-settings" role="group" aria-label={t('voice.transcription')}>
        <h3>{t('voice.transcription')}</h3>
        <div className="field-grid">
          <SettingField
            label={t('voice.transcriptionUrl')}
            monospace
            value={voice.transcription.baseUrl}
            placeholder="https://api.openai.com/v1"
            onSave={(value) => set('voice.transcription.baseUrl', value.trim())}
            hint={t('voice.transcriptionUrlHint')}
          />
          <SettingField
            label={t('voice.transcriptionModel')}
            monospace
            value={voice.transcription.model}
            onSave={(value) => set('voice.transcription.model', value.trim())}
          />
          <div className="field">
            <label className="field-label" htmlFor={languageId}>
              {t('voice.language')}
            </label>
            <select
              id={languageId}
              value={language}
              onChange={(event) => void set('voice.transcription.language', event.target.value)}
            >
              <option value="">{t('voice.languageAuto')}</option>
              {spokenLanguages.map(([code, name]) => (
                <option key={code} value={code} lang={code}>
                  {name}
                </option>
              ))}
              {language && !spokenLanguages.some(([code]) => code === language) ? (
                <option value={language}>{language}</option>
              ) : null}
            </select>
          </div>
        </div>
        <ApiKeyField provider="transcription" needsKey={false} label={t('voice.transcriptionKey')} />
        <VoiceSwitch
          label={t('voice.sendAtOnce')}
          hint={t('voice.sendAtOnceHint')}
          checked={voice.transcription.sendAtOnce}
          path="voice.transcription.sendAtOnce"
        />
      </div>
      <div className="web-settings" role="group" aria-label={t('voice.speech')}>
        <h3>{t('voice.speech')}</h3>
        <div className="field-grid">
          <SettingField
            label={t('voice.speechUrl')}
            monospace
            value={voice.speech.baseUrl}
            placeholder={t('voice.speechUrlPlaceholder')}
            onSave={(value) => set('voice.speech.baseUrl', value.trim())}
            hint={t('voice.speechUrlHint')}
          />
          <SettingField
            label={t('voice.speechModel')}
            monospace
            value={voice.speech.model}
            onSave={(value) => set('voice.speech.model', value.trim())}
          />
          <SettingField
            label={t('voice.speechVoice')}
            monospace
            value={voice.speech.voice}
            onSave={(value) => set('voice.speech.voice', value.trim())}
          />
        </div>
        <ApiKeyField provider="speech" needsKey={false} label={t('voice.speechKey')} />
        <VoiceSwitch
          label={t('voice.readAloud')}
          hint={t('voice.readAloudHint')}
          checked={voice.speech.readAnswersAloud}
          path="voice.speech.readAnswersAloud"
        />
      </div>
      <VoiceSwitch
        label={t('voice.keepRecordings')}
        hint={t('voice.keepRecordingsHint')}
        checked={voice.keepRecordings}
        path="voice.keepRecordings"
      />
    </section>
  );
}
