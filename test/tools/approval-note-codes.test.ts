// Every approval note a built-in tool writes carries a code the UI words in its language: each built-in tool of a real
// runtime (conditional ones switched on) describes sample calls — its usual ones and the ones that go wrong — and
// every note must be coded, with English catalog words (or be one the dialog shows elsewhere) and all their values.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../renderer/src/i18n/locales/en';
import { useRuntimeFixture } from '../support/runtime-fixture';

const words = en.approvalNotes as Record<string, string>;
// By a runtime path: the node type-check of this folder does not take in renderer files.
const wordsPath = '../../renderer/src/approval/approval-note-words';
let notesShownElsewhere: ReadonlySet<string>;
beforeAll(async () => {
  notesShownElsewhere = ((await import(/* @vite-ignore */ wordsPath)) as { notesShownElsewhere: ReadonlySet<string> })
    .notesShownElsewhere;
});
const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]!);

/** Sample arguments for each built-in tool whose calls have approval notes: its ordinary calls and its refusals. */
function samples(workspace: string, jobId: string, memoryId: number): Record<string, unknown[]> {
  const grants = [
    { tool: 'shell', match: { kind: 'prefix', value: 'git status' }, afterUntrusted: true },
    { tool: 'web_fetch', match: { kind: 'host', value: 'example.org' } },
    { tool: 'read_file', match: { kind: 'exact', value: 'notes.md' } },
    { tool: 'weather' },
  ];
  return {
    shell: [{ command: 'echo hi' }, { command: 'ls', cwd: 'sub' }],
    read_file: [{ path: 'notes.md' }],
    write_file: [{ path: 'notes.md', content: 'x' }],
    edit_file: [{ path: 'notes.md', oldText: 'a', newText: 'b' }],
    list_dir: [{ path: '.' }],
    find_files: [{ pattern: '*.md' }],
    search_files: [{ query: 'tea' }],
    git: [
      { action: 'commit', message: 'First', files: ['notes.md'] },
      { action: 'commit' },
      { action: 'add', all: true },
      { action: 'add', files: Array.from({ length: 25 }, (_, n) => `f${n}.md`) },
      { action: 'add', files: [] },
      { action: 'switch', ref: 'main', create: true },
      { action: 'switch', ref: 'main' },
      { action: 'restore', files: ['notes.md'], ref: 'HEAD' },
      { action: 'restore', staged: true, files: ['notes.md'] },
      { action: 'stash', files: ['notes.md'] },
      { action: 'push', ref: 'main' },
      { action: 'fetch', remote: 'here' },
      { action: 'pull', remote: 'nowhere' },
      { action: 'fetch', remote: 'helper' },
      { action: 'status', path: 'elsewhere' },
    ],
    cron_add: [
      { name: 'Tea', schedule: '0 9 * * *', message: 'Brew tea' },
      { name: 'Once', at: '2030-01-01T09:00', message: 'Once' },
      {
        name: 'Digest',
        schedule: '0 18 * * *',
        prompt: 'Sum up',
        tools: ['shell', 'web_fetch', 'read_file', 'weather'],
        grants,
      },
      { name: 'Quiet', schedule: '0 18 * * *', prompt: 'Sum up', tools: [] },
      { name: 'Bad', schedule: 'not a schedule', message: 'x' },
    ],
    cron_update: [{ id: jobId, enabled: false }, { id: jobId, schedule: 'never' }, { id: 'nope' }],
    cron_remove: [{ id: jobId }, { id: 'nope' }],
    cron_run_now: [{ id: jobId }, { id: 'nope' }],
    memory_forget: [
      { id: memoryId },
      { ids: [memoryId, 999] },
      { id: 998 },
      { query: 'oolong' },
      { query: 'oolong', confirm: true },
      { query: 'nothing like it' },
    ],
    calendar_create_event: [
      { title: 'Tea', start: '2030-01-01T09:00', location: 'Home', description: 'Oolong', recurrence: 'FREQ=DAILY' },
      { title: 'Day off', start: '2030-01-02', calendar: 'Work' },
      { title: 'Bad', start: 'soon' },
    ],
    calendar_update_event: [
      { id: 'e1', title: 'Tea', location: '', description: '', recurrence: '' },
      { id: 'e1', start: 'soon' },
    ],
    web_search: [{ query: 'oolong' }],
    weather: [{ location: 'Lisbon' }],
    notify: [{ message: 'Tea' }, { title: 'Tea', message: 'Brewed' }],
    http_request: [{ method: 'GET', url: 'https://example.org/x' }],
  };
}

describe('approval notes of built-in tools (a real runtime)', () => {
  const fixture = useRuntimeFixture();

  it('are all coded, with catalog words and every value they name', async () => {
    const dataDir = fixture.folder('data');
    const runtime = await fixture.open({ dataDir });
    for (const status of runtime.toolset().catalogue)
      if (status.switchPath) await runtime.setSetting(status.switchPath, true);
    // The calendar tools are offered once an account exists (describing a call does not reach it).
    runtime.settingsStore.set('calendar.accounts', [
      { name: 'work', url: 'https://cal.example.org/dav', kind: 'caldav', user: 'sam' },
    ]);
    const workspace = fixture.folder('workspace');
    writeFileSync(join(workspace, 'notes.md'), 'a\n');
    const git = (...args: string[]) => execFileSync('git', args, { cwd: workspace, stdio: 'ignore' });
    git('init', '-q', '-b', 'main');
    git('remote', 'add', 'origin', 'https://git.example.org/sam/notes.git');
    git('remote', 'add', 'here', join(workspace, '..'));
    git('remote', 'add', 'helper', 'ext::sh -c true');
    const job = runtime.jobs.create({
      name: 'Tea',
      schedule: { kind: 'cron', expression: '0 9 * * *' },
      timezone: 'Europe/Lisbon',
      action: { kind: 'agent', prompt: 'Sum up', tools: ['shell'], grants: [{ tool: 'shell' }] },
    });
    const memory = runtime.memories.add({ content: 'My favourite tea is oolong' });
    if (!memory.ok) throw new Error('the memory was not stored');
    const table = samples(workspace, job.id, memory.memory.id);

    const described = runtime.toolset().tools.filter((tool) => tool.describeCall && !tool.provenance);
    const builtIn = described.map((tool) => tool.name).filter((name) => !name.includes('__'));
    // A built-in tool that describes its calls but has no samples here fails, until it is sampled.
    expect(builtIn.filter((name) => !(name in table) && !['web_fetch', 'browser'].includes(name))).toEqual([]);
    for (const name of Object.keys(table)) expect(builtIn, name).toContain(name);

    const seen = new Set<string>();
    // A workspace inside Hearth's data folder: the file tools' calls there are refused, and the approval says so.
    const inData = join(dataDir, 'mine');
    mkdirSync(inData, { recursive: true });
    const calls = described.flatMap((tool) => [
      ...(table[tool.name] ?? []).map((args) => ({ tool, args, workspace })),
      ...(tool.name === 'read_file' ? [{ tool, args: { path: 'notes.md' }, workspace: inData }] : []),
    ]);
    for (const { tool, args, workspace } of calls) {
      {
        const parsed = tool.parameters.safeParse(args);
        expect(parsed.success, `${tool.name} ${JSON.stringify(args)}: ${parsed.error?.message}`).toBe(true);
        const notes = tool.describeCall?.(parsed.data, { workspace }).notes ?? [];
        for (const note of notes) {
          const where = `${tool.name} ${JSON.stringify(args)}: ${JSON.stringify(note)}`;
          // Typed so (tools/tool.ts), and checked here too: a note the UI could not word fails.
          expect(typeof note, where).toBe('object');
          const { code, params = {}, text } = note;
          expect(text.trim(), where).not.toBe('');
          seen.add(code);
          if (notesShownElsewhere.has(code)) continue;
          expect(words[code], where).toBeTypeOf('string');
          for (const variable of variables(words[code]!)) expect(params, where).toHaveProperty(variable);
        }
      }
    }
    // The walk reaches the notes this wave coded (a sample that stops reaching one fails here).
    for (const code of [
      'jobNew',
      'jobNextRuns',
      'jobRunsOnce',
      'jobGrantPrefixUntrusted',
      'jobGrantHost',
      'jobGrantExact',
      'jobGrantAny',
      'jobWillBeOff',
      'jobCannotCreate',
      'jobMissingRemove',
      'gitRemote',
      'gitRemoteLocal',
      'gitRemoteMissing',
      'gitRemoteHelperAddress',
      'gitMoreFiles',
      'memoryPreview',
      'memoryNotFound',
      'memoryPreviewOnly',
      'memoryForgetQuery',
      'memoryNoMatch',
      'calendarStarts',
      'calendarStartsAllDay',
      'calendarSingle',
      'calendarCannotSave',
      'fileRefusedWorkspaceInside',
    ])
      expect(
        [...seen].filter((one) => one === code),
        code,
      ).toEqual([code]);
  });
});
