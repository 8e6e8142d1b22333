// Settings → Extensions, custom tools: the folder they are read from (tools.custom.folder; empty = the tools folder in
// Hearth's data folder). Main refuses a folder inside a workspace and says why; a new folder is read at the next start.
import { useTranslation } from 'react-i18next';
import { useSettings } from '../services-context';
import { SettingField } from './SettingField';

export function CustomToolsFolderField() {
  const { t } = useTranslation();
  const settings = useSettings((state) => state.settings);
  const set = useSettings((state) => state.set);
  if (!settings) return null;
  return (
    <SettingField
      label={t('subAgents.customFolder')}
      monospace
      value={settings.tools.custom.folder}
      placeholder={t('subAgents.customFolderPlaceholder')}
      onSave={(value) => set('tools.custom.folder', value.trim())}
      hint={t('subAgents.customFolderHint')}
    />
  );
}
