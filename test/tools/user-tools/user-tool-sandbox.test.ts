// The user tools host inside bubblewrap (Linux): in its own pid namespace a tool cannot see Hearth's process (so not
// its /proc/<pid>/environ), Hearth's data files and the per-user runtime folder are hidden, the tools folder and the
// workspace stay usable. Without isolation the same tool can read Hearth's /proc entry: the reason this option exists.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findExecutable } from '../../../tools/shell/select-sandbox';
import type { UserToolSource } from '../../../tools/user-tools/user-tool-source';
import { createTempDirs } from '../../support/temp-dir';
import { callTool, makeSource, writeTool } from './user-tools-helpers';

const temp = createTempDirs();
const sources: UserToolSource[] = [];
afterEach(async () => {
  await Promise.all(sources.splice(0).map((source) => source.close()));
  temp.cleanup();
});

const bwrapPath = process.platform === 'linux' ? findExecutable('bwrap', process.env, ['/usr/bin', '/usr/local/bin']) : null;
if (!bwrapPath) console.log(`user tools sandbox tests skipped: ${process.platform === 'linux' ? 'bwrap not found' : `bwrap is Linux-only (this is ${process.platform})`}`);

/** A tool that reports what it can see of Hearth and of the data folder. */
const probe = `import { readFileSync, readdirSync } from 'node:fs';
export const name = 'probe';
export const description = 'Reports what the host can see.';
export const parameters = { type: 'object', properties: { hearthPid: { type: 'integer' }, dataDir: { type: 'string' }, workspace: { type: 'string' } }, required: ['hearthPid', 'dataDir', 'workspace'] };
const attempt = (read) => { try { return read(); } catch (error) { return 'ERR ' + error.code; } };
export function run(args) {
  const cmdlines = readdirSync('/proc').filter((entry) => /^\\d+$/.test(entry)).map((pid) => attempt(() => readFileSync('/proc/' + pid + '/cmdline', 'latin1')));
  return JSON.stringify({
    hearthCmdline: attempt(() => readFileSync('/proc/' + args.hearthPid + '/cmdline', 'latin1')),
    cmdlines,
    database: attempt(() => readFileSync(args.dataDir + '/hearth.db', 'utf8')),
    profile: attempt(() => readdirSync(args.dataDir + '/browser-profile')),
    workspaceNote: attempt(() => readFileSync(args.workspace + '/note.txt', 'utf8')),
    runUser: attempt(() => readdirSync('/run/user')),
  });
}`;

function setupDataDir(): { dataDir: string; folder: string; workspace: string } {
  const dataDir = temp.make('user-tools-sandbox');
  const folder = join(dataDir, 'tools');
  const workspace = join(dataDir, 'workspace');
  mkdirSync(folder);
  mkdirSync(workspace);
  mkdirSync(join(dataDir, 'browser-profile'));
  writeFileSync(join(dataDir, 'hearth.db'), 'private conversations');
  writeFileSync(join(dataDir, 'browser-profile', 'Cookies'), 'session cookie');
  writeFileSync(join(workspace, 'note.txt'), 'workspace note');
  writeTool(folder, 'probe.mjs', probe);
  return { dataDir, folder, workspace };
}

interface ProbeReport {
  hearthCmdline: string;
  cmdlines: string[];
  database: string;
  profile: string[] | string;
  workspaceNote: string;
  runUser: string[] | string;
}

async function runProbe(source: UserToolSource, dataDir: string, workspace: string): Promise<ProbeReport> {
  await source.refresh();
  expect(source.status().errors).toEqual([]);
  const result = await callTool(source, 'probe', { hearthPid: process.pid, dataDir, workspace });
  expect(result.ok).toBe(true);
  return JSON.parse(result.content) as ProbeReport;
}

const ownCmdline = readFileSync('/proc/self/cmdline', 'latin1');

describe.skipIf(!bwrapPath)('user tools host in bubblewrap', () => {
  it('without isolation, a tool can read Hearth’s /proc entry and data files (the gap isolation closes)', async () => {
    const { dataDir, folder, workspace } = setupDataDir();
    const source = makeSource(folder);
    sources.push(source);
    const report = await runProbe(source, dataDir, workspace);
    expect(report.hearthCmdline).toBe(ownCmdline);
    expect(report.database).toBe('private conversations');
  });

  it('with isolation, Hearth’s process and data are out of sight while the tools folder and workspace work', async () => {
    const { dataDir, folder, workspace } = setupDataDir();
    const source = makeSource(folder, { isolation: { bwrapPath: bwrapPath!, dataDir, keepVisible: () => [workspace] } });
    sources.push(source);
    const report = await runProbe(source, dataDir, workspace);
    expect(report.hearthCmdline).not.toBe(ownCmdline);
    expect(report.cmdlines).not.toContain(ownCmdline);
    expect(report.cmdlines.length).toBeLessThanOrEqual(3);
    // Covered with /dev/null: reads as empty, or is refused where device files may not be opened.
    expect(['', 'ERR EACCES']).toContain(report.database);
    expect(report.profile).toEqual([]);
    expect(report.workspaceNote).toBe('workspace note');
    expect(report.runUser === 'ERR ENOENT' || (Array.isArray(report.runUser) && report.runUser.length === 0)).toBe(true);
  });

  it('keeps crash isolation and timeouts inside bubblewrap', async () => {
    const { dataDir, folder } = setupDataDir();
    const source = makeSource(folder, { isolation: { bwrapPath: bwrapPath!, dataDir }, callTimeoutMs: () => 1_000 });
    sources.push(source);
    writeTool(folder, 'spinner.mjs', { name: 'spinner', run: 'for (;;) {}' });
    writeTool(folder, 'echo.mjs', { name: 'echo', parameters: { type: 'object', properties: { text: { type: 'string' } } }, run: 'return args.text;' });
    await source.refresh();
    expect(await callTool(source, 'spinner')).toMatchObject({ ok: false, errorType: 'timeout' });
    expect(await callTool(source, 'echo', { text: 'still here' })).toEqual({ ok: true, content: 'still here' });
  });
});
