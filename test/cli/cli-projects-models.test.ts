// The CLI's projects, a conversation's own model and the XML tool mode notice: real CLI processes over one data
// folder, the fake OpenAI-compatible server as the model. Each CLI process starts the whole runtime: generous timeouts.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeLlmServer, type FakeLlmServer } from '../support/fake-llm-server';
import { createTempDirs } from '../support/temp-dir';
import { runCli } from './run-cli';

const temp = createTempDirs();
let server: FakeLlmServer;
let dataDir: string;

beforeAll(async () => {
  server = await startFakeLlmServer();
});
beforeEach(() => {
  server.reset();
  dataDir = temp.make('cli-projects');
});
afterAll(async () => {
  await server.close();
  temp.cleanup();
});

const cli = (...args: string[]) => runCli([...args, '--data-dir', dataDir]);
const ask = (prompt: string, ...extra: string[]) => cli('ask', prompt, '--base-url', server.url, ...extra);
const chatRequests = () => server.requests.filter((request) => request.path.endsWith('/chat/completions'));

describe('hearth cli: project', () => {
  it('add, list --json, ask --project (the run reads the project folder HEARTH.md), remove', async () => {
    const folder = temp.make('garden');
    writeFileSync(join(folder, 'HEARTH.md'), 'Answer like a gardener.');
    const added = await cli('project', 'add', 'Garden', folder, '--json');
    expect(added.code, added.stderr).toBe(0);
    const project = added.lines()[0] as { id: string; name: string; folder: string };
    expect(project).toMatchObject({ name: 'Garden', id: expect.any(String) });

    const listed = await cli('project', 'list', '--json');
    expect(listed.code).toBe(0);
    expect(listed.lines()[0]).toEqual([expect.objectContaining({ id: project.id, name: 'Garden' })]);
    const plain = await cli('project', 'list');
    expect(plain.stdout).toBe(`${project.id}\tGarden\t${project.folder}\n`);

    server.script({ kind: 'text', text: 'Prune in late winter.' });
    const asked = await ask('when to prune roses?', '--model', 'fake-model', '--project', project.id, '--json');
    expect(asked.code, asked.stderr).toBe(0);
    expect(asked.lines().at(-1)).toMatchObject({ type: 'result', ok: true, text: 'Prune in late winter.' });
    expect(String(chatRequests()[0]!.messages[0]!.content)).toContain('Answer like a gardener.');

    const removed = await cli('project', 'remove', project.id);
    expect(removed.code, removed.stderr).toBe(0);
    expect((await cli('project', 'list', '--json')).lines()[0]).toEqual([]);
    const again = await cli('project', 'remove', project.id);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain(`no project with ID '${project.id}'`);
  }, 180_000);

  it('refuses bad input clearly and runs nothing', async () => {
    const missing = await cli('project', 'add', 'Ghost', join(temp.make('p'), 'nope'));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/There is no folder/);
    expect((await cli('project', 'list', '--json')).lines()[0]).toEqual([]);
    expect((await cli('project', 'add', 'OnlyName')).code).toBe(2);
    expect((await cli('project', 'rename', 'x')).code).toBe(2);
    const unknown = await ask('hi', '--model', 'fake-model', '--project', 'no-such', '--json');
    expect(unknown.code).toBe(2);
    expect(unknown.lines().at(-1)).toMatchObject({ type: 'result', ok: false, error: { kind: 'not_found' } });
    const both = await ask('hi', '--project', 'p', '--conversation', 'c');
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('cannot be combined with --conversation');
    expect((await cli('config', 'get', 'workspace', '--project', 'p')).code).toBe(2);
    expect(chatRequests()).toEqual([]);
  }, 180_000);
});

describe('hearth cli: a conversation keeps its model', () => {
  it('ask --conversation ID without --model uses the model the conversation started on', async () => {
    server.script({ kind: 'text', text: 'one' }, { kind: 'text', text: 'two' }, { kind: 'text', text: 'three' });
    const first = await ask('hello', '--model', 'fake-model-large', '--json');
    expect(first.code, first.stderr).toBe(0);
    const conversationId = String(first.lines().at(-1)!.conversationId);
    const second = await ask('and again', '--conversation', conversationId, '--json');
    expect(second.code, second.stderr).toBe(0);
    // --model on a continued conversation is a new choice for it (and the next runs).
    const third = await ask('switch', '--conversation', conversationId, '--model', 'fake-model', '--json');
    expect(third.code, third.stderr).toBe(0);
    expect(chatRequests().map((r) => r.model)).toEqual(['fake-model-large', 'fake-model-large', 'fake-model']);
  }, 180_000);

  it('a model that refuses tools: the answer comes in XML mode and stderr says so once', async () => {
    server.script(
      { kind: 'fixture', file: 'e4-400-ollama-does-not-support-tools.json' },
      { kind: 'text', text: 'Hello from XML mode.' },
      { kind: 'text', text: 'Still XML.' },
    );
    const first = await ask('hi', '--model', 'gemma', '--json');
    expect(first.code, first.stderr).toBe(0);
    expect(first.lines().at(-1)).toMatchObject({ ok: true, text: 'Hello from XML mode.' });
    expect(first.lines().some((line) => line.type === 'notice' && line.kind === 'xml_tool_mode')).toBe(true);
    expect(first.stderr).toMatch(/hearth: gemma does not support native tool calls.*XML tool mode/);
    const second = await ask('again', '--model', 'gemma');
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toBe('Still XML.\n');
    expect(second.stderr).not.toMatch(/XML tool mode/);
    expect(chatRequests().map((r) => r.tools.length > 0)).toEqual([true, false, false]);
  }, 180_000);
});
