// mvdan-sh is a 1.5 MB CommonJS bundle: importing the shell-meaning modules (and so the app's and the CLI's start-up)
// must not evaluate it; the first parse loads it, synchronously. Checked in a fresh process, as the module cache is shared here.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../../..');

const script = `
import { createRequire } from 'node:module';
const cache = createRequire(process.cwd() + '/').cache;
const loaded = () => Object.keys(cache).some((path) => path.includes('mvdan-sh'));
const danger = await import('./tools/shell/dangerous-patterns.ts');
const rules = await import('./electron/agent/approvals/rule-match.ts');
const lenient = await import('./tools/shell/command-parse-lenient.ts');
const strict = await import('./tools/shell/command-parse-strict.ts');
const atImport = loaded();
const parsed = strict.parseStrict('git status --short');
console.log(JSON.stringify({ atImport, afterParse: loaded(), parsed, exports: [typeof danger.findDangerousPattern, typeof rules, typeof lenient.parseLenient] }));
`;

describe('command-parse loads mvdan-sh lazily', () => {
  it('importing does not load the parser; the first (synchronous) parse does', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: root,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.stderr).toBe('');
    const result = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as {
      atImport: boolean;
      afterParse: boolean;
      parsed: unknown;
    };
    expect(result.atImport).toBe(false);
    expect(result.afterParse).toBe(true);
    expect(result.parsed).toBeTruthy();
  });
});
