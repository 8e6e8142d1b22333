// Why a shell call must always ask — a dangerous command (dangerous-patterns.ts, parsed-danger.ts), a change to the
// project's instructions (instructions-target.ts), no sandbox — in English with a code per reason for the dialog.
import { alwaysAskReason, alwaysAskReasons, type AlwaysAsk } from '../always-ask-reasons';
import { describeDangerMatch, findDangerousMatch, shownDangerText } from './dangerous-patterns';
import { instructionsChangeInCommand } from './instructions-target';
import type { Sandbox } from './sandbox';

/** Every reason the dangerous-command checks give, by its English, and its code in the catalog's approvalNotes. */
export const dangerReasonCodes: Readonly<Record<string, string>> = {
  'fork bomb': 'dangerForkBomb',
  'formats a file system (mkfs / wipefs)': 'dangerFormatsDisk',
  'writes directly to a disk device (dd of=/dev/…)': 'dangerDiskDeviceDd',
  'writes directly to a disk device': 'dangerDiskDevice',
  'pipes a download into a shell (curl | sh)': 'dangerPipesDownload',
  'runs a downloaded script (sh <(curl …) / sh -c "$(curl …)")': 'dangerRunsDownload',
  'writes to a shell startup file (~/.bashrc, ~/.profile …)': 'dangerStartupFile',
  'creates an autostart entry, system service or cron job': 'dangerAutostart',
  'recursive delete of / or the home folder': 'dangerDeletesHome',
  'recursive delete of / or the home folder (or the workspace root)': 'dangerDeletesHomeOrWorkspace',
  'kills every process': 'dangerKillsAll',
  'powers off or reboots the machine': 'dangerPowerOff',
  'overwrites system account files': 'dangerAccountFiles',
  'runs a command as another user (sudo / su / doas)': 'dangerOtherUser',
  'recursive permission change on / or a system folder': 'dangerPermissions',
  'nested shells too deep to check': 'dangerNestedTooDeep',
  'evaluates generated code (eval)': 'dangerEval',
  'evaluates generated code (source)': 'dangerSource',
  'runs generated code in a shell (sh -c "$(…)")': 'dangerGeneratedShell',
  'interpreter one-liner deletes folders recursively': 'dangerOneLinerDeletes',
  'interpreter one-liner deletes or writes outside the workspace': 'dangerOneLinerWrites',
  'interpreter one-liner runs shell commands': 'dangerOneLinerShell',
  'pipes decoded or downloaded code into a shell (base64 -d | sh, curl | sh)': 'dangerPipesDecoded',
  'pipes generated code into a shell': 'dangerPipesGenerated',
};

/** Why a call must always ask (coded), whatever the mode and rules say; null when the normal policy applies. */
export function shellAlwaysAsk(command: string, sandbox: Sandbox, workspace?: string, cwd?: string): AlwaysAsk | null {
  const dangerous = findDangerousMatch(command, workspace === undefined ? {} : { workspace });
  if (dangerous) {
    const text = `dangerous command: ${describeDangerMatch(dangerous)}`;
    const matched = shownDangerText(dangerous.matched);
    return alwaysAskReason(dangerReasonCodes[dangerous.reason] ?? 'dangerCommand', text, { matched });
  }
  const instructions = workspace === undefined ? null : instructionsChangeInCommand(command, workspace, cwd);
  if (instructions) return alwaysAskReasons.instructionsChange(instructions);
  if (sandbox.kind === 'none') return alwaysAskReasons.noSandbox(sandbox.describe());
  return null;
}
