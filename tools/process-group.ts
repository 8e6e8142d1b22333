// Killing a child together with everything it started: on POSIX the child leads its own process group (it is spawned
// detached), so the group is SIGKILLed; on Windows taskkill /T takes the tree.
import type { ChildProcess } from 'node:child_process';
import { childProcess } from './lazy-builtins';

/** SIGKILLs the child's whole process group (or tree on Windows); a group already gone still makes sure of the leader. */
export function killProcessGroup(child: ChildProcess): void {
  if (child.pid === undefined) return;
  if (process.platform === 'win32') {
    childProcess()
      .spawn('taskkill', ['/pid', String(child.pid), '/T', '/F'], { stdio: 'ignore', windowsHide: true })
      .on('error', () => {});
    return;
  }
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // The group is already gone (ESRCH); make sure the leader is too.
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}
