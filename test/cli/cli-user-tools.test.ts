// `npm run -s cli -- tool NAME '{json}'` runs a user tool from <data folder>/tools through the approval gate: an
// untrusted version runs only with --trust (--yes alone never trusts), then --yes answers; read-only refuses it unless
// marked read; a broken file is reported by list_custom_tools.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { describeWithFacility } from '../support/requirements';
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
      "export const risk = 'read';",
      "export function run(args) { return { content: 'hello ' + args.who, details: { pid: process.pid } }; }",
    ].join('\n'),
  );
  writeFileSync(join(dataDir, 'tools', 'broken.mjs'), 'export const name = ');
  return dataDir;
}

describeWithFacility('bwrap', 'cli and user tools', () => {
  it('an untrusted version (claiming read) is not run with --yes; --yes --trust trusts and runs it; then it just runs', async () => {
    const dataDir = dataDirWithTools();
    const refused = await runCli(['tool', 'greet', '{"who":"Ada"}', '--yes', '--json', '--data-dir', dataDir]);
    expect(refused.stderr).not.toMatch(/unknown tool/i);
    expect(refused.code).toBe(1);
    expect(refused.lines()[0]).toMatchObject({ type: 'tool_result', ok: false, errorType: 'no_one_to_ask' });
    expect(refused.stderr).toMatch(
      /UNTRUSTED custom tool: tools\/greet\.mjs, version [0-9a-f]{12}; declares risk read, no extra capabilities\./,
    );
    expect(refused.stderr).toMatch(/--yes does not trust custom tools; add --trust/);

    const trusted = await runCli([
      'tool',
      'greet',
      '{"who":"Ada"}',
      '--yes',
      '--trust',
      '--json',
      '--data-dir',
      dataDir,
    ]);
    expect(trusted.code).toBe(0);
    const [line] = trusted.lines();
    expect(line).toMatchObject({ type: 'tool_result', ok: true, content: 'hello Ada' });
    expect((line!.details as { pid: number }).pid).toBeGreaterThan(0);

    // Trusted and declaring read: supervised mode runs it without a prompt; read-only still refuses it (not marked read).
    const again = await runCli(['tool', 'greet', '{"who":"Bob"}', '--json', '--data-dir', dataDir]);
    expect(again.lines()[0]).toMatchObject({ ok: true, content: 'hello Bob' });
    const readOnly = await runCli([
      'tool',
      'greet',
      '{"who":"Cy"}',
      '--yes',
      '--mode',
      'read_only',
      '--json',
      '--data-dir',
      dataDir,
    ]);
    expect(readOnly.code).toBe(1);
    expect(readOnly.lines()[0]!.content).toMatch(/Read-only mode.*not marked read/);
    expect((await runCli(['config', 'set', 'tools.custom.markedRead', '["greet"]', '--data-dir', dataDir])).code).toBe(
      0,
    );
    const marked = await runCli([
      'tool',
      'greet',
      '{"who":"Cy"}',
      '--mode',
      'read_only',
      '--json',
      '--data-dir',
      dataDir,
    ]);
    expect(marked.lines()[0]).toMatchObject({ ok: true, content: 'hello Cy' });
  });

  it('refuses invalid arguments and lists load errors', async () => {
    const dataDir = dataDirWithTools();
    const invalid = await runCli(['tool', 'greet', '{}', '--yes', '--trust', '--json', '--data-dir', dataDir]);
    expect(invalid.code).toBe(1);
    expect(invalid.lines()[0]).toMatchObject({ ok: false, errorType: 'invalid_args' });
    const listed = await runCli(['tool', 'list_custom_tools', '{}', '--json', '--data-dir', dataDir]);
    expect(listed.code).toBe(0);
    expect(listed.lines()[0]!.content).toMatch(
      /- greet \(greet\.mjs, version [0-9a-f]{12}, risk read, capabilities none, untrusted \(every call asks\)\)[\s\S]*broken\.mjs \(version [0-9a-f]{12}\): Import failed/,
    );
  });
});
