// Hearth's own command-line switches (first launch or a second instance's argv): --quick-ask opens the quick-ask
// window (bind it to a desktop shortcut where global shortcuts do not work, e.g. Wayland), --data-dir=PATH.
export interface LaunchArgs {
  quickAsk: boolean;
  dataDir?: string;
}

export function parseLaunchArgs(argv: readonly string[]): LaunchArgs {
  const args: LaunchArgs = { quickAsk: false };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? '';
    if (arg === '--quick-ask') args.quickAsk = true;
    else if (arg.startsWith('--data-dir=')) args.dataDir = arg.slice('--data-dir='.length) || undefined;
    else if (arg === '--data-dir' && argv[index + 1] && !argv[index + 1]?.startsWith('--')) {
      args.dataDir = argv[index + 1];
      index += 1;
    }
  }
  return args;
}
