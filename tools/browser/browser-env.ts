// The environment the browser process starts with: built from an allowlist like a shell child's, with HOME
// (and the XDG folders) pointing into Hearth's own browser folder. Keys, tokens and the D-Bus address stay out.

export interface BrowserEnvOptions {
  parentEnv: Record<string, string | undefined>;
  platform: NodeJS.Platform;
  /** The browser's own home folder inside the data folder. */
  home: string;
  headless: boolean;
}

const common = [
  'PATH',
  'LANG',
  'LANGUAGE',
  'LC_ALL',
  'LC_CTYPE',
  'LC_MESSAGES',
  'LC_TIME',
  'LC_NUMERIC',
  'TZ',
  'TMPDIR',
];
/** A visible browser on Linux needs to find the display server. */
const linuxDisplay = ['DISPLAY', 'WAYLAND_DISPLAY', 'XDG_RUNTIME_DIR', 'XAUTHORITY', 'XDG_SESSION_TYPE'];
const windows = [
  'SYSTEMROOT',
  'WINDIR',
  'TEMP',
  'TMP',
  'COMSPEC',
  'PATHEXT',
  'PROGRAMFILES',
  'PROGRAMFILES(X86)',
  'PROGRAMDATA',
  'LOCALAPPDATA',
  'APPDATA',
  'NUMBER_OF_PROCESSORS',
  'PROCESSOR_ARCHITECTURE',
  'OS',
];

export function buildBrowserEnv({ parentEnv, platform, home, headless }: BrowserEnvOptions): Record<string, string> {
  const wanted = new Set([
    ...common,
    ...(platform === 'win32' ? windows : []),
    ...(platform === 'linux' && !headless ? linuxDisplay : []),
  ]);
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(parentEnv)) {
    if (value === undefined) continue;
    const key = platform === 'win32' ? name.toUpperCase() : name;
    if (wanted.has(key)) env[platform === 'win32' ? name : key] = value;
  }
  env.HOME = home;
  if (platform === 'win32') env.USERPROFILE = home;
  if (platform === 'linux') {
    env.XDG_CONFIG_HOME = `${home}/.config`;
    env.XDG_CACHE_HOME = `${home}/.cache`;
    env.XDG_DATA_HOME = `${home}/.local/share`;
  }
  return env;
}
