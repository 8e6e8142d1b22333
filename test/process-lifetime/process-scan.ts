// Reads Linux's /proc to find the processes a test run started: a process tree under a root pid, processes whose
// command line carries a marker, and which of them are still alive (same pid and start time, not a zombie).
import { readdirSync, readFileSync } from 'node:fs';

export interface ProcessInfo {
  pid: number;
  ppid: number;
  /** Start time in clock ticks since boot: with the pid, it names one process even if the pid is reused. */
  start: string;
  state: string;
  cpuTicks: number;
  cmdline: string;
}

function readStat(pid: number): ProcessInfo | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces: the fields after the last ')' are fixed.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
    return {
      pid,
      ppid: Number(fields[1]),
      start: fields[19]!,
      state: fields[0]!,
      cpuTicks: Number(fields[11]) + Number(fields[12]),
      cmdline,
    };
  } catch {
    return undefined;
  }
}

export function listProcesses(): ProcessInfo[] {
  const all: ProcessInfo[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const info = readStat(Number(name));
    if (info) all.push(info);
  }
  return all;
}

/** Every living descendant of `root` (not `root` itself). */
export function descendantsOf(root: number, all = listProcesses()): ProcessInfo[] {
  const found: ProcessInfo[] = [];
  const parents = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const info of all) {
      if (parents.has(info.ppid) && !parents.has(info.pid)) {
        parents.add(info.pid);
        found.push(info);
        grew = true;
      }
    }
  }
  return found;
}

/** Processes (other than this one) whose command line contains `marker`. */
export function markedProcesses(marker: string, all = listProcesses()): ProcessInfo[] {
  return all.filter((info) => info.pid !== process.pid && info.cmdline.includes(marker));
}

/** Of `tracked`, those still running (a zombie has already died) plus any process carrying `marker`. */
export function survivors(tracked: readonly ProcessInfo[], marker: string): ProcessInfo[] {
  const all = listProcesses();
  const byPid = new Map(all.map((info) => [info.pid, info]));
  const alive = tracked.filter((old) => {
    const now = byPid.get(old.pid);
    return now !== undefined && now.start === old.start && now.state !== 'Z';
  });
  const marked = markedProcesses(marker, all).filter(
    (info) => info.state !== 'Z' && !alive.some((kept) => kept.pid === info.pid),
  );
  return [...alive, ...marked];
}
