// The electronegativity gate (scripts/electronegativity-gate.mjs), run for real: it fails on an unreviewed MEDIUM or
// HIGH finding, passes once the finding carries a reviewed reason, refuses reasons that explain nothing, and passes
// on Hearth's own electron/ folder.
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { createTempDirs } from '../support/temp-dir';

const run = promisify(execFile);
const root = join(__dirname, '../..');
const gate = join(root, 'scripts/electronegativity-gate.mjs');
const temp = createTempDirs();
afterAll(() => temp.cleanup());

async function runGate(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [gate, ...args], { cwd: root, timeout: 120_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failure.code ?? -1, stdout: failure.stdout ?? '', stderr: failure.stderr ?? '' };
  }
}

function fixture(reviewed: unknown) {
  const dir = temp.make('eneg');
  const input = join(dir, 'app');
  mkdirSync(input);
  writeFileSync(
    join(input, 'main.js'),
    "const { shell, ipcMain } = require('electron');\nipcMain.on('open', (_event, url) => shell.openExternal(url));\n",
  );
  const reviewedFile = join(dir, 'reviewed.json');
  writeFileSync(reviewedFile, JSON.stringify(reviewed));
  return { input, reviewedFile, report: join(dir, 'report.json') };
}

describe('electronegativity gate', { timeout: 180_000 }, () => {
  it('fails on unreviewed HIGH and MEDIUM findings and on a review without a real reason', async () => {
    const paths = fixture({ reviewed: [{ id: 'SOME_CHECK', file: 'main.js', contains: 'x', reason: 'ok' }] });
    const result = await runGate(['--input', paths.input, '--reviewed', paths.reviewedFile, '--report', paths.report]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/MEDIUM OPEN_EXTERNAL_JS_CHECK at main\.js:2/);
    // The app sets no navigation limits, permission handler or CSP: the global checks catch that too.
    expect(result.stderr).toMatch(/HIGH LIMIT_NAVIGATION_GLOBAL_CHECK/);
    expect(result.stderr).toMatch(/MEDIUM PERMISSION_REQUEST_HANDLER_GLOBAL_CHECK/);
    expect(result.stderr).toMatch(/"reason" must explain the review/);
    const report = JSON.parse(readFileSync(paths.report, 'utf8')) as { blocking: number; findings: { id: string }[] };
    expect(report.blocking).toBe(4);
    expect(readFileSync(paths.report.replace(/\.json$/, '.csv'), 'utf8')).toContain('OPEN_EXTERNAL_JS_CHECK');
  });

  it('passes when every HIGH and MEDIUM finding is listed with a reviewed reason', async () => {
    const reason = 'Fixture only: pretend a person checked this and wrote down why it is safe.';
    const paths = fixture({
      reviewed: [
        { id: 'OPEN_EXTERNAL_JS_CHECK', file: 'main.js', contains: 'shell.openExternal(url)', reason },
        { id: 'LIMIT_NAVIGATION_GLOBAL_CHECK', file: 'N/A', reason },
        { id: 'PERMISSION_REQUEST_HANDLER_GLOBAL_CHECK', file: 'N/A', reason },
        { id: 'CSP_GLOBAL_CHECK', file: 'N/A', reason },
      ],
    });
    const result = await runGate(['--input', paths.input, '--reviewed', paths.reviewedFile, '--report', paths.report]);
    expect(result.stderr).not.toMatch(/FAILED/);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/4 reviewed/);
    expect(result.stdout).toMatch(/gate passed/);
  });

  it("passes on Hearth's own electron/ folder with the committed review list", async () => {
    const result = await runGate(['--report', join(temp.make('eneg-real'), 'report.json')]);
    expect(result.stderr).not.toMatch(/FAILED/);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/0 high/);
  });
});
