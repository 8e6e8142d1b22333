// Where Hearth keeps its data: the platform's app-data folder for "Hearth" (the same one Electron's userData uses),
// unless --data-dir or HEARTH_DATA_DIR overrides it.
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

export interface DataDirInputs {
  flag?: string;
  env: Record<string, string | undefined>;
  platform: NodeJS.Platform;
  home?: string;
}

export function resolveDataDir({ flag, env, platform, home = homedir() }: DataDirInputs): string {
  if (flag) return resolve(flag);
  if (env.HEARTH_DATA_DIR) return resolve(env.HEARTH_DATA_DIR);
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', 'Hearth');
  if (platform === 'win32') return join(env.APPDATA ?? join(home, 'AppData', 'Roaming'), 'Hearth');
  return join(env.XDG_CONFIG_HOME ?? join(home, '.config'), 'Hearth');
}
