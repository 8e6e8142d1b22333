// General: workspace folder, quick-ask shortcut, the user's instructions, the UI's language (`ui.language`, applied at
// once) and theme (system / light / dark).
import { useTranslation } from 'react-i18next';
import { uiLanguages } from '../../../electron/shared/ui-languages';
import { useSettings } from '../services-context';
import { InstructionsField } from './InstructionsField';
import { SettingField } from './SettingField';

const themes = [
  ['system', 'settings.themeSystem'],
  ['light', 'settings.themeLight'],
  ['dark', 'settings.themeDark'],
] as const;

function LanguagePicker() {
  const { t } = useTranslation();
  const language = useSettings((state) => state.settings?.ui.language ?? 'system');
  const set = useSettings((state) => state.set);
  return (
    <label className="field language-field">
      <span className="field-label">{t('settings.language')}</span>
      <select value={language} onChange={(event) => void set('ui.language', event.target.value)}>
        <option value="system">{t('settings.languageSystem')}</option>
        {uiLanguages.map((choice) => (
          <option key={choice.code} value={choice.code} lang={choice.code}>
            {choice.name}
          </option>
        ))}
      </select>
      <span className="field-note">{t('settings.languageHint')}</span>
    </label>
  );
}

export function GeneralSection() {
  const { t } = useTranslation();
  const settings = useSettings((state) => state.settings)!;
  const set = useSettings((state) => state.set);
  const workspaceWarning = useSettings((state) => state.workspaceWarning);
  return (
    <section id="settings-general" className="settings-section" aria-labelledby="settings-general-title">
      <h2 id="settings-general-title">{t('settings.general')}</h2>
      <div className="field-grid">
        <SettingField
          label={t('settings.workspace')}
          monospace
          value={settings.workspace}
          placeholder={t('settings.workspacePlaceholder')}
          onSave={(value) => set('workspace', value.trim())}
          hint={t('settings.workspaceHint')}
        />
        <SettingField
          label={t('settings.shortcut')}
          monospace
          value={settings.ui.quickAskShortcut}
          onSave={(value) => set('ui.quickAskShortcut', value.trim())}
          hint={t('settings.shortcutHint', { example: 'CommandOrControl+Shift+Space' })}
        />
      </div>
      {workspaceWarning ? (
        <p className="field-warning" role="alert">
          {workspaceWarning}
        </p>
      ) : null}
      <InstructionsField
        value={settings.assistant.instructions}
        onSave={(value) => set('assistant.instructions', value)}
      />
      <LanguagePicker />
      <fieldset className="field">
        <legend className="field-label">{t('settings.theme')}</legend>
        <div className="segmented" role="radiogroup" aria-label={t('settings.theme')}>
          {themes.map(([value, label]) => (
            <label key={value} className={`segment${settings.ui.theme === value ? ' selected' : ''}`}>
              <input
                type="radio"
                name="theme"
                checked={settings.ui.theme === value}
                onChange={() => void set('ui.theme', value)}
              />
              <span>{t(label)}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </section>
  );
}
