// Shared set-up for tests that drive real Chromium through the browser tool: a temp data folder, a tool
// instance with test settings, an `act` helper that validates arguments like the agent loop does, and the
// browser's process id (read from the profile's SingletonLock, which Chromium points at "host-PID").
import { existsSync, readFileSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import type { ToolResult } from '../../../tools/tool';
import { createBrowserTool, type BrowserTool, type BrowserToolDeps } from '../../../tools/browser/browser-tool';
import type { BrowserSettings } from '../../../tools/browser/browser-session';
import { chromiumPath } from '../../support/requirements';

export function makeBrowserTool(
  dataDir: string,
  settings: Partial<BrowserSettings> = {},
  extra: Partial<BrowserToolDeps> = {},
): BrowserTool {
  const full: BrowserSettings = {
    executablePath: chromiumPath(),
    headless: true,
    allowPrivateNetwork: true,
    idleCloseMs: 300_000,
    ...settings,
  };
  return createBrowserTool({ settings: () => full, dataDir, ...extra });
}

export async function act(
  tool: BrowserTool,
  args: Record<string, unknown>,
  signal: AbortSignal = new AbortController().signal,
): Promise<ToolResult> {
  const parsed = tool.parameters.parse(args);
  return tool.execute(parsed, { callId: 'browser-call', signal, onUpdate: () => {}, workspace: '/tmp' });
}

/** The browser's main process id, or undefined when no browser holds the profile. */
export function browserPid(dataDir: string): number | undefined {
  const lock = join(dataDir, 'browser', 'profile', 'SingletonLock');
  try {
    const target = readlinkSync(lock);
    const pid = Number(target.slice(target.lastIndexOf('-') + 1));
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

export function processAlive(pid: number): boolean {
  return existsSync(`/proc/${pid}`) && !isZombie(pid);
}

function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}

/** The untrusted block's nonce markers, in order. */
export function markers(content: string): string[] {
  return [...content.matchAll(/<<<(end-)?untrusted-web-content ([0-9a-f]{12})>>>/g)].map((match) => match[0]);
}
