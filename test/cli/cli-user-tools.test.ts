// `npm run -s cli -- tool NAME '{json}'` runs a user tool from <data folder>/tools like any other tool: through the
// approval gate (--yes answers it), with its result as a JSON line, and a broken file reported by list_custom_tools.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTempDirs } from '../support/temp-dir';
import { runCli } from './run-cli';

const temp = createTempDirs();
afterAll(() => temp.cleanup());

function dataDirWithTools(): string {
  const dataDir = temp.make('cli-user-tools');
  mkdirSync(join(dataDir, 'tools'));
  writeFileSync(
    join(dataDir, 'tools', 'greet.mjs'),
    [
      "export const name = 'greet';",
      "export const description = 'Greets someone.';",
      "export const parameters = { type: 'object', properties: { who: { type: 'string' } }, required: ['who'] };",
      "export function run(args) { return { content: 'hello ' + args.who, details: { pid: process.pid } }; }",
    ].join('\n'),
  );
  writeFileSync(join(dataDir, 'tools', 'broken.mjs'), 'export const name = ');
  return dataDir;
}

describe('cli and user tools', () => {
  it('runs a user tool with --yes and prints its result', async () => {
    const dataDir = dataDirWithTools();
    const run = await runCli(['tool', 'greet', '{"who":"Ada"}', '--yes', '--json', '--data-dir', dataDir]);
    expect(run.stderr).not.toMatch(/unknown tool/i);
    expect(run.code).toBe(0);
    const [line] = run.lines();
    expect(line).toMatchObject({ type: 'tool_result', ok: true, content: 'hello Ada' });
    expect((line!.details as { pid: number }).pid).toBeGreaterThan(0);
  });

  it('refuses invalid arguments and lists load errors', async () => {
    const dataDir = dataDirWithTools();
    const invalid = await runCli(['tool', 'greet', '{}', '--yes', '--json', '--data-dir', dataDir]);
    expect(invalid.code).toBe(1);
    expect(invalid.lines()[0]).toMatchObject({ ok: false, errorType: 'invalid_args' });
    const listed = await runCli(['tool', 'list_custom_tools', '{}', '--json', '--data-dir', dataDir]);
    expect(listed.code).toBe(0);
    expect(listed.lines()[0]!.content).toMatch(/- greet \(greet\.mjs, version [0-9a-f]{12}, risk exec\)[\s\S]*broken\.mjs \(version [0-9a-f]{12}\): Import failed/);
  });
});
