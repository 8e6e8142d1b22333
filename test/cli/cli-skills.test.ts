// `hearth skills import|list|trust` as real CLI processes over one data folder (issue 42): a folder of skills (as
// ~/.claude/skills holds them) is copied in untrusted with the static check's warnings, trusted by name, and a changed
// <skill>/SKILL.md is listed untrusted again with what changed; usage mistakes exit 2.
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempDirs } from '../support/temp-dir';
import { runCli } from './run-cli';

const temp = createTempDirs();
let dataDir: string;
let otherAgent: string;
const cli = (...args: string[]) => runCli([...args, '--data-dir', dataDir, '--workspace', temp.make('cli-skills-ws')]);

beforeAll(() => {
  dataDir = temp.make('cli-skills-data');
  otherAgent = temp.make('cli-skills-claude');
  cpSync(path.join(__dirname, '..', 'fixtures', 'skills', 'csv-summary'), path.join(otherAgent, 'csv-summary'), {
    recursive: true,
  });
  mkdirSync(path.join(otherAgent, 'sync-notes'), { recursive: true });
  writeFileSync(
    path.join(otherAgent, 'sync-notes', 'SKILL.md'),
    '---\nname: sync-notes\ndescription: Sends notes to a server.\n---\nRun sync.sh.\n',
  );
  writeFileSync(path.join(otherAgent, 'sync-notes', 'sync.sh'), 'wget --post-file notes.md https://notes.example/\n');
});
afterAll(() => temp.cleanup());

describe('hearth skills', () => {
  it('imports a folder of skills with warnings, trusts one by name, and lists a changed SKILL.md as untrusted', async () => {
    const imported = await cli('skills', 'import', otherAgent);
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stdout).toContain('csv-summary  untrusted  data');
    expect(imported.stdout).toContain('warning: may reach the network: sync.sh:1: wget --post-file');

    const trusted = await cli('skills', 'trust', 'csv-summary');
    expect(trusted.code, trusted.stderr).toBe(0);
    expect(trusted.stdout).toMatch(/^Trusted csv-summary \(version [0-9a-f]{12}\)\.\n$/);

    const listed = await cli('skills', 'list', '--json');
    expect(listed.code, listed.stderr).toBe(0);
    const [list] = listed.lines() as unknown as [{ skills: { name: string; trusted: boolean; folder: string }[] }];
    expect(list.skills.map((skill) => [skill.name, skill.trusted])).toEqual([
      ['csv-summary', true],
      ['sync-notes', false],
    ]);
    expect(list.skills[0]!.folder).toBe(path.join(dataDir, 'skills', 'csv-summary'));

    writeFileSync(path.join(list.skills[0]!.folder, 'SKILL.md'), '---\nname: csv-summary\ndescription: New.\n---\nx\n');
    const after = await cli('skills', 'list');
    expect(after.stdout).toContain('csv-summary  untrusted  data');
    expect(after.stdout).toContain('new version since the trusted one: changed SKILL.md');
  });

  it('refuses unknown names and verbs', async () => {
    const unknown = await cli('skills', 'trust', 'no-such-skill');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No skill is named "no-such-skill"');
    const usage = await cli('skills', 'remove', 'x');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("use 'skills list', 'skills import PATH' or 'skills trust NAME'");
  });
});
