// Keeps the UI in the language the settings ask for (`ui.language`): a change applies at once, no restart.
import { useEffect } from 'react';
import { useSettings } from '../services-context';
import { applyUiLanguage } from './i18n';

export function useUiLanguage(): void {
  const language = useSettings((state) => state.settings?.ui.language);
  useEffect(() => {
    if (language !== undefined) void applyUiLanguage(language);
  }, [language]);
}
