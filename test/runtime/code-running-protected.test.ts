// Issue 36: files that run code later (tools/code-running-paths.ts) — a repository's hooks and config, `.hearth/` —
// in autonomous mode and under a forever "allow every write" rule: a file tool changing one asks with the reason, an
// ordinary file does not; an autonomous shell run (real bwrap) cannot change them. Through the real runtime.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Prompter } from '../../electron/agent/approvals/prompter';
import type { ApprovalRequest } from '../../electron/shared/agent-events';
import { describeWithFacility } from '../support/requirements';
import { useRuntimeFixture } from '../support/runtime-fixture';

const fixture = useRuntimeFixture();

function recordingPrompter(): { prompter: Prompter; asked: ApprovalRequest[] } {
  const asked: ApprovalRequest[] = [];
  return {
    asked,
    prompter: {
      ask: async (request) => {
        asked.push(request);
        return { decision: 'deny', argsHash: request.argsHash };
      },
    },
  };
}

async function openWithRepo(label: string) {
  const folder = fixture.folder(label);
  const runtime = await fixture.open({
    overrides: { baseUrl: fixture.server.url, model: 'fake-model', mode: 'autonomous', workspace: folder },
  });
  const workspace = runtime.workspace();
  execFileSync('git', ['init', '-q', 'repo'], { cwd: workspace });
  execFileSync('git', ['init', '-q', '--bare', 'served.git'], { cwd: workspace });
  mkdirSync(join(workspace, 'hooked', '.husky'), { recursive: true });
  execFileSync('git', ['init', '-q'], { cwd: join(workspace, 'hooked') });
  execFileSync('git', ['config', 'core.hooksPath', '.husky'], { cwd: join(workspace, 'hooked') });
  expect(runtime.rules.add({ tool: 'write_file', match: { kind: 'any' }, scope: 'forever' }).ok).toBe(true);
  return { runtime, workspace };
}

describe('file tools ask before changing a file that runs code later', () => {
  it('autonomous mode with a forever rule: every listed path asks with the reason; an ordinary file does not', async () => {
    const { runtime, workspace } = await openWithRepo('code-running-files');
    const config = readFileSync(join(workspace, 'repo', '.git', 'config'), 'utf8');
    symlinkSync(join(workspace, 'repo', '.git', 'hooks'), join(workspace, 'hooks-link'));
    const cases: Array<[string, RegExp]> = [
      ['repo/.git/hooks/pre-commit', /a repository’s hooks/],
      ['repo/.git/config', /a repository’s config/],
      ['./repo/sub/../.git/config', /a repository’s config/],
      ['hooks-link/post-checkout', /a repository’s hooks/],
      ['served.git/hooks/post-receive', /a repository’s hooks/],
      ['served.git/config', /a repository’s config/],
      ['hooked/.husky/pre-commit', /core\.hooksPath/],
      ['.hearth/settings.json', /\.hearth folder/],
      ['nested/.hearth/x', /\.hearth folder/],
      ['nested/.git', /\.git/],
    ];
    for (const [path, kind] of cases) {
      const { prompter, asked } = recordingPrompter();
      const result = await runtime.callTool(
        'write_file',
        JSON.stringify({ path, content: '#!/bin/sh\ntouch /tmp/pw\n' }),
        {
          prompter,
          signal: new AbortController().signal,
        },
      );
      expect(result.ok, path).toBe(false);
      expect(
        asked.map((request) => request.dangerous),
        path,
      ).toEqual([expect.stringMatching(kind)]);
      expect(asked[0]?.dangerous, path).toMatch(/^changes a file that runs code later: /);
    }
    const edit = recordingPrompter();
    await runtime.callTool(
      'edit_file',
      JSON.stringify({ path: 'repo/.git/config', oldText: '[core]', newText: '[alias]' }),
      {
        prompter: edit.prompter,
        signal: new AbortController().signal,
      },
    );
    expect(edit.asked).toHaveLength(1);
    expect(readFileSync(join(workspace, 'repo', '.git', 'config'), 'utf8')).toBe(config);

    const ordinary = recordingPrompter();
    for (const path of ['repo/notes.md', 'repo/.github/hooks.md', 'served.git/description'])
      expect(
        (
          await runtime.callTool('write_file', JSON.stringify({ path, content: 'x' }), {
            prompter: ordinary.prompter,
            signal: new AbortController().signal,
          })
        ).ok,
        path,
      ).toBe(true);
    expect(ordinary.asked).toEqual([]);
  });
});

describeWithFacility('bwrap', 'an autonomous shell run cannot change them', () => {
  it('the model appends to a hook and the config and writes .hearth/: nothing changes, nobody is asked', async () => {
    const { runtime, workspace } = await openWithRepo('code-running-shell');
    const configBefore = readFileSync(join(workspace, 'repo', '.git', 'config'), 'utf8');
    writeFileSync(join(workspace, 'evil'), '[alias]\n\tx = !touch /tmp/pw\n');
    const { prompter, asked } = recordingPrompter();
    fixture.server.script(
      {
        kind: 'tool_calls',
        calls: [
          {
            name: 'shell',
            arguments: {
              command:
                'echo pwned >> repo/.git/hooks/pre-commit; cat evil >> repo/.git/config; ' +
                'echo pwned > hooked/.husky/pre-commit; mkdir -p .hearth && echo x > .hearth/run; echo ran > ran.txt',
            },
          },
        ],
      },
      { kind: 'text', text: 'done' },
    );
    const started = runtime.session.send({ text: 'persist yourself', prompter });
    if (!started.ok) throw new Error(started.error);
    expect((await started.run.done).reason).toBe('done');
    expect(asked).toEqual([]);
    expect(readFileSync(join(workspace, 'ran.txt'), 'utf8')).toBe('ran\n');
    expect(readFileSync(join(workspace, 'repo', '.git', 'config'), 'utf8')).toBe(configBefore);
    expect(() => readFileSync(join(workspace, 'repo', '.git', 'hooks', 'pre-commit'))).toThrow();
    expect(() => readFileSync(join(workspace, 'hooked', '.husky', 'pre-commit'))).toThrow();
    expect(() => readFileSync(join(workspace, '.hearth', 'run'))).toThrow();
  });
});
