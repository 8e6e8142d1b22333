// The app update's state in words, for Settings → Updates ("Not available in this build" where there is no updater).
import { i18n } from '../i18n/i18n';
import type { AppUpdateState } from '../../../electron/shared/app-update';

export function updateStatusText(state: AppUpdateState | null): string {
  if (!state) return i18n.t('update.checking');
  switch (state.status) {
    case 'unsupported':
      return i18n.t('update.unsupported');
    case 'idle':
      return i18n.t('update.upToDate');
    case 'checking':
      return i18n.t('update.checkingUpdates');
    case 'downloading':
      return state.percent !== undefined
        ? i18n.t('update.downloadingPercent', { version: state.version ?? '', percent: state.percent })
        : i18n.t('update.downloading', { version: state.version ?? '' });
    case 'ready':
      return i18n.t('update.readyStatus', { version: state.version ?? '' });
    case 'error':
      return state.message ?? i18n.t('update.checkFailed');
  }
}
