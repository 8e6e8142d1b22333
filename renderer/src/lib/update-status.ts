// The app update's state in words, for Settings → Updates ("Not available in this build" where there is no updater).
import type { AppUpdateState } from '../../../electron/shared/app-update';

export function updateStatusText(state: AppUpdateState | null): string {
  if (!state) return 'Checking…';
  switch (state.status) {
    case 'unsupported':
      return 'Not available in this build';
    case 'idle':
      return 'Hearth is up to date';
    case 'checking':
      return 'Checking for updates…';
    case 'downloading':
      return `Downloading Hearth ${state.version ?? 'update'}${state.percent !== undefined ? ` (${state.percent}%)` : ''}…`;
    case 'ready':
      return `Hearth ${state.version ?? 'update'} is ready to install`;
    case 'error':
      return state.message ?? 'The update check failed';
  }
}
