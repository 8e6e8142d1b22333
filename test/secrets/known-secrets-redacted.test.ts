// Issue 14 (3): a key planted in the real keychain (provider `openai`) and one in Hearth's environment, echoed by the
// model in its text, its reasoning and a tool call's arguments (memory_store), and returned by a tool (read_file of a
// workspace file holding them), appear nowhere: not in the CLI's stdout/stderr, the runtime's events, any file of the
// data folder (SQLite and its -wal, audit.jsonl), the memories, nor what is sent back to the model, nor an export
// (Markdown, HTML, JSON, `export --all`) — even of a conversation stored with the keys in it. Markers say which key
// was removed.
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { canonicalArgsHash } from '../../electron/agent/approvals/args-hash';
import type { Prompter } from '../../electron/agent/approvals/prompter';
import type { AgentEvent, ApprovalRequest } from '../../electron/shared/agent-events';
import { createKeytarSecretStore } from '../../electron/secrets/keytar-secret-store';
import { createConversationStore } from '../../electron/storage/conversations';
import { closeDatabase, openDatabase } from '../../electron/storage/database';
import { runCli } from '../cli/run-cli';
import type { FakeLlmServer, ScriptStep } from '../support/fake-llm-server';
import { secretToolLookup } from '../support/keyring';
import { describeWithFacility } from '../support/requirements';
import { useRuntimeFixture } from '../support/runtime-fixture';

const fixture = useRuntimeFixture();
const keychainKey = `sk-proj-kc${randomBytes(12).toString('hex')}Zq`;
const envKey = `env-secret-${randomBytes(12).toString('hex')}`;
const secrets = [keychainKey, envKey];

/** Every file under a folder, recursively (the database, its -wal and -shm, audit.jsonl, anything else). */
function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

function expectNoSecretIn(label: string, text: string): void {
  for (const [index, secret] of secrets.entries()) {
    // A 16-character slice of each key catches partial leaks too (a stream cut, a truncated line).
    for (const part of [secret, secret.slice(0, 16), secret.slice(-16)]) {
      expect(text.includes(part), `${label} holds ${index === 0 ? 'the keychain key' : 'the environment key'}`).toBe(
        false,
      );
    }
  }
}

function expectDataFolderClean(dataDir: string): string[] {
  const files = filesUnder(dataDir);
  for (const file of files) expectNoSecretIn(file, readFileSync(file).toString('latin1'));
  return files;
}

function storedMemories(dataDir: string): string[] {
  const { db } = openDatabase(join(dataDir, 'hearth.db'));
  try {
    return (db.prepare('SELECT content FROM memories').all() as { content: string }[]).map((row) => row.content);
  } finally {
    closeDatabase(db);
  }
}

/** The model echoes both keys everywhere it can, in small chunks so keys are split across deltas. */
function scriptEchoes(server: FakeLlmServer): void {
  const both = `${keychainKey} and ${envKey}`;
  const steps: ScriptStep[] = [
    {
      kind: 'tool_calls',
      text: `Your keys are ${both}. `,
      reasoning: `I can see ${both} in my context.`,
      calls: [
        { name: 'memory_store', arguments: { content: `The user's API keys: ${both}` } },
        { name: 'read_file', arguments: { path: 'notes.txt' } },
      ],
      argChunkSize: 5,
    },
    { kind: 'text', text: `Done. Again: ${both}`, reasoning: `Leaking ${both}`, chunkSize: 3 },
  ];
  server.script(...steps);
}

function expectModelNeverGotSecrets(server: FakeLlmServer): void {
  expect(server.requests.filter((request) => request.path.endsWith('/chat/completions')).length).toBe(2);
  for (const request of server.requests) expectNoSecretIn('a request to the model', JSON.stringify(request.body ?? ''));
}

/** A conversation stored with both keys in it (as a Hearth from before redaction could have): the export must clean it. */
function plantLeakyConversation(dataDir: string): string {
  const { db } = openDatabase(join(dataDir, 'hearth.db'));
  try {
    const store = createConversationStore(db);
    const both = `${keychainKey} and ${envKey}`;
    const conversation = store.create({ title: `keys ${keychainKey}` });
    store.appendMessage({ conversationId: conversation.id, role: 'user', content: `my keys: ${both}` });
    store.appendMessage({
      conversationId: conversation.id,
      role: 'assistant',
      content: `Echo: ${both}`,
      reasoning: `thinking about ${both}`,
      toolCalls: [{ id: 'call_1', name: 'write_file', arguments: JSON.stringify({ path: 'k.txt', content: both }) }],
    });
    store.appendMessage({
      conversationId: conversation.id,
      role: 'tool',
      content: `wrote ${both}`,
      toolCallId: 'call_1',
      toolName: 'write_file',
      status: 'error',
      error: `failed on ${envKey}`,
      details: { details: { echoed: both }, durationMs: 1 },
    });
    return conversation.id;
  } finally {
    closeDatabase(db);
  }
}

describeWithFacility('keychain', 'known secrets are redacted everywhere', () => {
  const keychain = createKeytarSecretStore({ timeoutMs: 10_000 });
  let workspace: string;
  beforeAll(async () => {
    await keychain.set('openai', keychainKey);
    expect(await secretToolLookup('Hearth', 'openai')).toBe(keychainKey);
    workspace = fixture.folder('redaction-workspace');
    writeFileSync(join(workspace, 'notes.txt'), `openai: ${keychainKey}\nenv: ${envKey}\n`);
  });
  afterAll(async () => {
    await keychain.delete('openai');
  });

  it('through the real CLI: stdout, the data folder, the audit log and memories hold neither key', async () => {
    const dataDir = fixture.folder('redaction-cli');
    scriptEchoes(fixture.server);
    const run = await runCli(
      [
        'ask',
        'what are my keys?',
        '--base-url',
        fixture.server.url,
        '--model',
        'm',
        '--workspace',
        workspace,
        '--json',
        '--data-dir',
        dataDir,
      ],
      { env: { OPENAI_API_KEY: envKey } },
    );
    expect(run.code, run.stderr).toBe(0);
    // The environment key was the fallback API key: it went to the server only as the Authorization header.
    expect(fixture.server.requests.at(-1)!.headers.authorization).toBe(`Bearer ${envKey}`);
    expectNoSecretIn('stdout', run.stdout);
    expectNoSecretIn('stderr', run.stderr);
    expect(run.stdout).toContain('[redacted: openai key]');
    expect(run.stdout).toContain('[redacted: OPENAI_API_KEY]');
    const ends = run.lines().filter((line) => line.type === 'tool_call_end');
    expect(ends.find((line) => line.name === 'memory_store')).toMatchObject({
      ok: false,
      content: expect.stringMatching(/not stored/),
    });
    expect(ends.find((line) => line.name === 'read_file')).toMatchObject({
      ok: true,
      content: expect.stringContaining('[redacted: openai key]'),
    });
    expectModelNeverGotSecrets(fixture.server);
    const files = expectDataFolderClean(dataDir);
    expect(files.map((file) => file.slice(dataDir.length + 1))).toEqual(
      expect.arrayContaining(['hearth.db', 'audit.jsonl']),
    );
    expect(readFileSync(join(dataDir, 'audit.jsonl'), 'utf8')).toContain('memory_store');
    expect(storedMemories(dataDir)).toEqual([]);

    // A direct tool call typed with the key: refused as a memory, and the key is not stored or printed.
    const direct = await runCli([
      'tool',
      'memory_store',
      JSON.stringify({ content: `remember ${keychainKey}` }),
      '--json',
      '--data-dir',
      dataDir,
    ]);
    expect(direct.code).toBe(1);
    expectNoSecretIn('tool stdout', direct.stdout + direct.stderr);
    expect(storedMemories(dataDir)).toEqual([]);
    expectDataFolderClean(dataDir);

    // Exports, in every format and --all, of the real conversation and of one stored with the keys in it.
    const conversationId = String(run.lines().at(-1)!.conversationId);
    const leaky = plantLeakyConversation(dataDir);
    const exportCli = (...args: string[]) =>
      runCli(['export', ...args, '--data-dir', dataDir], { env: { OPENAI_API_KEY: envKey } });
    for (const format of ['md', 'html', 'json']) {
      for (const id of [conversationId, leaky]) {
        const exported = await exportCli(id, '--format', format);
        expect(exported.code, exported.stderr).toBe(0);
        expectNoSecretIn(`the ${format} export`, exported.stdout + exported.stderr);
        expect(exported.stdout).toContain(format === 'json' ? '[redacted: openai key]' : 'redacted: openai key');
        if (id === leaky) expect(exported.stdout).toContain('redacted: OPENAI_API_KEY');
      }
    }
    const folder = fixture.folder('redaction-exports');
    const all = await exportCli('--all', '--out', folder, '--format', 'json');
    expect(all.code, all.stderr).toBe(0);
    expectNoSecretIn('export --all output', all.stdout + all.stderr);
    const written = filesUnder(folder);
    expect(written).toHaveLength(2);
    for (const file of written) expectNoSecretIn(file, readFileSync(file, 'utf8'));
    expect(written.map((file) => readFileSync(file, 'utf8')).join('')).toContain('[redacted: OPENAI_API_KEY]');
  }, 180_000);

  it('through the runtime: events, stored messages, the audit log and memories hold neither key', async () => {
    const events: AgentEvent[] = [];
    const runtime = await fixture.open({
      label: 'redaction-runtime',
      secretStore: createKeytarSecretStore({ timeoutMs: 10_000 }),
      env: { PATH: process.env.PATH, HEARTH_TEST_SECRET: envKey },
      overrides: { baseUrl: fixture.server.url, model: 'fake-model', workspace },
      onEvent: (event) => events.push(event),
    });
    scriptEchoes(fixture.server);
    const started = runtime.session.send({ text: 'what are my keys?' });
    if (!started.ok) throw new Error(started.error);
    const summary = await started.run.done;
    expect(summary.reason).toBe('done');
    expectNoSecretIn('the final text', summary.finalText ?? '');
    expect(summary.finalText).toContain('[redacted: HEARTH_TEST_SECRET]');
    const streamed = events
      .flatMap((event) => (event.type === 'text_delta' || event.type === 'reasoning_delta' ? [event.delta] : []))
      .join('');
    expect(streamed).toContain('[redacted: openai key]');
    expectNoSecretIn('the event stream', JSON.stringify(events));
    expectModelNeverGotSecrets(fixture.server);
    const messages = runtime.conversations.listMessages(started.run.conversationId);
    expectNoSecretIn('stored messages', JSON.stringify(messages));
    expect(runtime.memories.count()).toBe(0);
    const dataDir = runtime.dataDir;
    await runtime.close();
    expectDataFolderClean(dataDir);
    expect(storedMemories(dataDir)).toEqual([]);
  });

  it('a key in a tool call is redacted before approval: the user sees, the hash covers and the tool runs the same redacted text', async () => {
    const asked: ApprovalRequest[] = [];
    const prompter: Prompter = {
      ask: async (request) => {
        asked.push(request);
        return { decision: 'allow', argsHash: request.argsHash };
      },
    };
    const runtime = await fixture.open({
      label: 'redaction-approval',
      secretStore: createKeytarSecretStore({ timeoutMs: 10_000 }),
      env: { PATH: process.env.PATH, HEARTH_TEST_SECRET: envKey },
      overrides: { baseUrl: fixture.server.url, model: 'fake-model', workspace },
    });
    fixture.server.script(
      {
        kind: 'tool_calls',
        calls: [{ name: 'write_file', arguments: { path: 'leak.txt', content: `${keychainKey}|${envKey}` } }],
        argChunkSize: 4,
      },
      { kind: 'text', text: 'written' },
    );
    const started = runtime.session.send({ text: 'write it', prompter });
    if (!started.ok) throw new Error(started.error);
    expect((await started.run.done).reason).toBe('done');
    expect(asked).toHaveLength(1);
    const shown = { path: 'leak.txt', content: '[redacted: openai key]|[redacted: HEARTH_TEST_SECRET]' };
    expect(asked[0]!.args).toEqual(shown);
    expect(asked[0]!.argsHash).toBe(canonicalArgsHash(shown));
    expect(readFileSync(join(workspace, 'leak.txt'), 'utf8')).toBe(shown.content);
    const dataDir = runtime.dataDir;
    await runtime.close();
    expectDataFolderClean(dataDir);
  });
});
