// General: workspace folder, quick-ask shortcut, the user's instructions and theme (system / light / dark).
import { useSettings } from '../services-context';
import { InstructionsField } from './InstructionsField';
import { SettingField } from './SettingField';

const themes = [
  ['system', 'System'],
  ['light', 'Light'],
  ['dark', 'Dark'],
] as const;

export function GeneralSection() {
  const settings = useSettings((state) => state.settings)!;
  const set = useSettings((state) => state.set);
  const workspaceWarning = useSettings((state) => state.workspaceWarning);
  return (
    <section id="settings-general" className="settings-section" aria-labelledby="settings-general-title">
      <h2 id="settings-general-title">General</h2>
      <div className="field-grid">
        <SettingField
          label="Workspace folder"
          monospace
          value={settings.workspace}
          placeholder="Default: a “workspace” folder in Hearth’s data folder"
          onSave={(value) => set('workspace', value.trim())}
          hint="Tools read and write only inside this folder."
        />
        <SettingField
          label="Quick-ask shortcut"
          monospace
          value={settings.ui.quickAskShortcut}
          onSave={(value) => set('ui.quickAskShortcut', value.trim())}
          hint="An Electron accelerator, e.g. CommandOrControl+Shift+Space."
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
      <fieldset className="field">
        <legend className="field-label">Theme</legend>
        <div className="segmented" role="radiogroup" aria-label="Theme">
          {themes.map(([value, label]) => (
            <label key={value} className={`segment${settings.ui.theme === value ? ' selected' : ''}`}>
              <input
                type="radio"
                name="theme"
                checked={settings.ui.theme === value}
                onChange={() => void set('ui.theme', value)}
              />
              <span>{label}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </section>
  );
}
