// describeWithFacility, run for real in a child Vitest with Chromium made unavailable (HEARTH_CHROMIUM=/nonexistent):
// locally the suite is skipped and the reason printed once; with CI set it fails instead of passing silently.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const vitest = join(root, 'node_modules/vitest/vitest.mjs');
const missingChromium = '/nonexistent/hearth-chromium';

interface ChildRun {
  code: number;
  output: string;
  report: { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTotalTests: number };
  failures: string[];
}

let workDir = '';
beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'hearth-facility-gate-'));
  const config = `export default { test: { include: ['test/secrets/fixtures/facility-suite.fixture.ts'], pool: 'forks' } };\n`;
  await writeFile(join(workDir, 'vitest.config.mjs'), config);
});
afterAll(() => rm(workDir, { recursive: true, force: true }));

function childEnv(ci: boolean): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!key.startsWith('VITEST') && key !== 'CI' && key !== 'NODE_ENV' && key !== 'TEST') env[key] = value;
  }
  env.HEARTH_CHROMIUM = missingChromium;
  if (ci) env.CI = '1';
  return env;
}

async function runFixture(ci: boolean): Promise<ChildRun> {
  const reportFile = join(workDir, `report-${ci ? 'ci' : 'local'}.json`);
  const args = [vitest, 'run', '--root', root, '--config', join(workDir, 'vitest.config.mjs')];
  args.push('--reporter=json', `--outputFile=${reportFile}`, '--reporter=default');
  const { code, output } = await new Promise<{ code: number; output: string }>((resolve) => {
    execFile(process.execPath, args, { cwd: root, env: childEnv(ci), timeout: 120_000 }, (error, stdout, stderr) => {
      const exit = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code: exit, output: `${stdout}\n${stderr}` });
    });
  });
  const report = JSON.parse(await readFile(reportFile, 'utf8')) as ChildRun['report'] & {
    testResults: Array<{ assertionResults: Array<{ status: string; failureMessages: string[] }> }>;
  };
  const failures = report.testResults.flatMap((file) =>
    file.assertionResults.filter((test) => test.status === 'failed').flatMap((test) => test.failureMessages),
  );
  return { code, output, report, failures };
}

function occurrences(text: string, needle: string): number {
  return text.split(needle).length - 1;
}

describe('describeWithFacility with the facility missing', () => {
  it('skips the suite locally and prints why, exactly once', async () => {
    const result = await runFixture(false);
    expect(result.code).toBe(0);
    expect(result.report).toMatchObject({ numPassedTests: 0, numFailedTests: 0, numPendingTests: 2 });
    const warning = `[facility] SKIPPED "fixture suite needing chromium": the real chromium is unavailable: no executable Chromium at ${missingChromium}`;
    expect(occurrences(result.output, warning)).toBe(1);
  });

  it("fails under CI with the reason, and runs none of the suite's tests", async () => {
    const result = await runFixture(true);
    expect(result.code).not.toBe(0);
    expect(result.report).toMatchObject({ numPassedTests: 0, numFailedTests: 1, numTotalTests: 1 });
    expect(result.failures.join('\n')).toContain(
      `CI requires the real chromium but it is unavailable: no executable Chromium at ${missingChromium}`,
    );
    expect(result.output).not.toContain('SKIPPED');
  });
});
