// Gates for tests that need a real facility (keychain, Chromium, bwrap): probe it for real, run the suite when present,
// fail loudly in CI when absent (a skipped suite must never pass for coverage there), and skip with a printed reason locally.
import { execFile } from 'node:child_process';
import { access, constants } from 'node:fs/promises';
import { promisify } from 'node:util';
import { describe, test } from 'vitest';
import { probeRealKeychain } from './keyring';

const run = promisify(execFile);

export type Facility = 'keychain' | 'chromium' | 'bwrap' | 'sized-tmpfs';

export interface FacilityStatus {
  readonly available: boolean;
  /** Why it is unavailable. */
  readonly reason?: string;
  /** What was found, for the test log (e.g. the Secret Service provider, the Chromium version). */
  readonly detail?: string;
}

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/** The Chromium executable tests should use: HEARTH_CHROMIUM, else /usr/bin/chromium. */
export function chromiumPath(): string {
  return process.env.HEARTH_CHROMIUM || DEFAULT_CHROMIUM_PATH;
}

/** Probes the facility for real; never throws. */
export async function requireFacility(facility: Facility): Promise<FacilityStatus> {
  try {
    switch (facility) {
      case 'keychain':
        return await probeRealKeychain();
      case 'chromium':
        return await probeChromium();
      case 'bwrap':
        return await probeBwrap();
      case 'sized-tmpfs':
        return await probeSizedTmpfs();
    }
  } catch (error) {
    return { available: false, reason: `probe failed: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/**
 * `describe` that needs a real facility. Available: runs `fn` and logs what was found. Unavailable with CI set:
 * registers one failing test. Unavailable locally: the suite is skipped and the reason printed once.
 */
export function describeWithFacility(facility: Facility, name: string, fn: (status: FacilityStatus) => void): void {
  describe(name, async () => {
    const status = await requireFacility(facility);
    if (status.available) {
      console.info(`[facility] ${facility}: ${status.detail ?? 'available'}`);
      fn(status);
      return;
    }
    const reason = status.reason ?? 'unknown reason';
    if (isCi()) {
      test(`requires the real ${facility}`, () => {
        throw new Error(`CI requires the real ${facility} but it is unavailable: ${reason}`);
      });
      return;
    }
    console.warn(`[facility] SKIPPED "${name}": the real ${facility} is unavailable: ${reason}`);
    describe.skip(`skipped: ${facility} unavailable`, () => fn(status));
  });
}

/** CI is set to anything but "", "0" or "false". */
export function isCi(): boolean {
  const value = (process.env.CI ?? '').trim().toLowerCase();
  return value !== '' && value !== '0' && value !== 'false';
}

async function probeChromium(): Promise<FacilityStatus> {
  const path = chromiumPath();
  try {
    await access(path, constants.X_OK);
  } catch {
    return { available: false, reason: `no executable Chromium at ${path} (install chromium or set HEARTH_CHROMIUM)` };
  }
  try {
    const { stdout } = await run(path, ['--version'], { timeout: 30_000 });
    const version = stdout.trim();
    if (!/chrom/i.test(version)) return { available: false, reason: `${path} --version printed "${version}"` };
    return { available: true, detail: `${version} at ${path}` };
  } catch (error) {
    return { available: false, reason: `${path} --version failed: ${firstLine(error)}` };
  }
}

async function probeBwrap(): Promise<FacilityStatus> {
  try {
    await run('bwrap', ['--unshare-all', '--ro-bind', '/', '/', 'true'], { timeout: 30_000 });
  } catch (error) {
    return { available: false, reason: `bwrap --unshare-all --ro-bind / / true failed: ${firstLine(error)}` };
  }
  const { stdout } = await run('bwrap', ['--version'], { timeout: 10_000 }).catch(() => ({ stdout: 'bwrap' }));
  return { available: true, detail: `${stdout.trim()} (--unshare-all works)` };
}

/** A small tmpfs of a chosen size without privileges: bubblewrap's `--size BYTES --tmpfs DIR` (bwrap 0.5+). */
async function probeSizedTmpfs(): Promise<FacilityStatus> {
  try {
    const { stdout } = await run(
      'bwrap',
      ['--dev-bind', '/', '/', '--size', '65536', '--tmpfs', '/tmp', 'sh', '-c', 'df -k /tmp | tail -1'],
      { timeout: 30_000 },
    );
    if (!/\b64\b/.test(stdout)) return { available: false, reason: `the tmpfs is not 64 KB: ${stdout.trim()}` };
    return { available: true, detail: 'bwrap --size BYTES --tmpfs DIR' };
  } catch (error) {
    return { available: false, reason: `bwrap --size 65536 --tmpfs /tmp failed: ${firstLine(error)}` };
  }
}

function firstLine(error: unknown): string {
  const failure = error as { stderr?: string; message?: string; code?: unknown };
  const text = (failure.stderr?.trim() || failure.message || String(error)).split('\n')[0] ?? '';
  return failure.code === 'ENOENT' ? 'not installed' : text;
}
