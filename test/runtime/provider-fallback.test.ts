// Fallback and key rotation through the real runtime (issue 38): a provider answering 500 after its retries hands the
// run to the next `provider.fallbacks` entry and says so; a 429 rotates to the provider's next key; a scheduled job
// falls back too; and a tool that acted before the failure is not run again (only the model request is re-sent).
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Prompter } from '../../electron/agent/approvals/prompter';
import type { HearthRuntime } from '../../electron/runtime/create-runtime';
import { createSessionSecretStore } from '../../electron/secrets/session-secret-store';
import type { AgentEvent } from '../../electron/shared/agent-events';
import { useRuntimeFixture } from '../support/runtime-fixture';

const fixture = useRuntimeFixture();
const allow: Prompter = { ask: async (request) => ({ decision: 'allow', argsHash: request.argsHash }) };
/** A failure the client may retry at once (retry-after-ms: 0), so the test waits for no backoff. */
const serverError = {
  kind: 'http_error',
  status: 500,
  body: { error: { message: 'boom' } },
  headers: { 'retry-after-ms': '0' },
} as const;

async function openWithFallback(events: AgentEvent[], options: Parameters<typeof fixture.open>[0] = {}) {
  const runtime = await fixture.open({ onEvent: (event) => events.push(event), ...options });
  await runtime.setSetting('agent.maxRetries', 1);
  await runtime.setSetting('provider.ollama.baseUrl', fixture.server.url);
  await runtime.setSetting('provider.fallbacks', [{ provider: 'ollama', model: 'backup-model' }]);
  return runtime;
}

async function send(runtime: HearthRuntime, text: string) {
  const started = runtime.session.send({ text, prompter: allow });
  if (!started.ok) throw new Error(started.error);
  return started.run.done;
}

const fallbackNotices = (events: AgentEvent[]) =>
  events.filter((event) => event.type === 'notice' && event.kind === 'provider_fallback');

describe('provider fallback', () => {
  it('a provider answering 500 after its retries: the run completes on the fallback and says so', async () => {
    const events: AgentEvent[] = [];
    const runtime = await openWithFallback(events);
    fixture.server.script(serverError, serverError, { kind: 'text', text: 'Answered by the backup.' });
    const summary = await send(runtime, 'hello');
    expect(summary.reason, summary.error?.message).toBe('done');
    expect(summary.finalText).toBe('Answered by the backup.');
    // The primary was tried and retried once, then the fallback's model answered.
    expect(fixture.server.requests.map((request) => request.model)).toEqual([
      'fake-model',
      'fake-model',
      'backup-model',
    ]);
    expect(events.filter((event) => event.type === 'retry')).toHaveLength(1);
    expect(fallbackNotices(events)).toEqual([
      expect.objectContaining({
        provider: 'ollama',
        model: 'backup-model',
        keyNumber: 1,
        failedProvider: 'custom',
        failedModel: 'fake-model',
        cause: 'server',
        httpStatus: 500,
        message: expect.stringMatching(
          /Custom \(fake-model\) failed \(.*500.*\) Continuing with Ollama \(backup-model\)\./,
        ),
      }),
    ]);
    // The answer is stored once, complete; the failed attempts left no error message behind.
    const stored = runtime.conversations.listMessages(summary.conversationId);
    expect(stored.map((message) => [message.role, message.status])).toEqual([
      ['user', 'complete'],
      ['assistant', 'complete'],
    ]);
  });

  it('a 429 after retries rotates to the next key of the same provider', async () => {
    const secretStore = createSessionSecretStore();
    await secretStore.set('custom', 'sk-first-key-000000000000000000');
    await secretStore.set('custom.2', 'sk-second-key-00000000000000000');
    const events: AgentEvent[] = [];
    const runtime = await openWithFallback(events, { secretStore });
    const limited = {
      kind: 'http_error',
      status: 429,
      body: { error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' } },
      headers: { 'retry-after-ms': '0' },
    } as const;
    fixture.server.script(limited, limited, { kind: 'text', text: 'Answered with the second key.' });
    const summary = await send(runtime, 'hello');
    expect(summary.finalText).toBe('Answered with the second key.');
    expect(fixture.server.requests.map((request) => [request.model, request.headers.authorization])).toEqual([
      ['fake-model', 'Bearer sk-first-key-000000000000000000'],
      ['fake-model', 'Bearer sk-first-key-000000000000000000'],
      ['fake-model', 'Bearer sk-second-key-00000000000000000'],
    ]);
    const [notice] = fallbackNotices(events);
    expect(notice).toMatchObject({ message: expect.stringContaining('Continuing with Custom (fake-model, key 2).') });
    // Who failed, who answers now and why, as fields the UI words in its own language.
    expect(notice).toMatchObject({
      provider: 'custom',
      model: 'fake-model',
      keyNumber: 2,
      failedProvider: 'custom',
      failedModel: 'fake-model',
      failedKeyNumber: 1,
      cause: 'rate_limit',
      httpStatus: 429,
    });
    // The keys themselves never reach an event.
    expect(JSON.stringify(events)).not.toMatch(/sk-first|sk-second/);
  });

  it('a scheduled job falls back too', async () => {
    const events: AgentEvent[] = [];
    const runtime = await openWithFallback(events);
    const job = runtime.jobs.create({
      name: 'Morning report',
      schedule: { kind: 'cron', expression: '0 7 * * *' },
      timezone: 'UTC',
      action: { kind: 'agent', prompt: 'Write the report', tools: [] },
    });
    fixture.server.script(serverError, serverError, { kind: 'text', text: 'Report written by the backup.' });
    const result = await runtime.scheduler.runNow(job.id);
    if (!result.ok) throw new Error(result.error);
    expect(result.run).toMatchObject({ status: 'ok', output: 'Report written by the backup.' });
    expect(fixture.server.requests.at(-1)!.model).toBe('backup-model');
    expect(fallbackNotices(events)).toHaveLength(1);
  });

  it('a tool that acted before the provider failed is not run again', async () => {
    const events: AgentEvent[] = [];
    const workspace = join(fixture.folder('fallback-workspace'), 'work');
    mkdirSync(workspace);
    const runtime = await openWithFallback(events);
    await runtime.setSetting('workspace', workspace);
    fixture.server.script(
      {
        kind: 'tool_calls',
        calls: [{ id: 'call_write', name: 'write_file', arguments: { path: 'note.txt', content: 'once' } }],
      },
      serverError,
      serverError,
      { kind: 'text', text: 'The note is written.' },
    );
    const summary = await send(runtime, 'write the note');
    expect(summary.reason, summary.error?.message).toBe('done');
    expect(summary.finalText).toBe('The note is written.');
    expect(existsSync(join(workspace, 'note.txt'))).toBe(true);
    expect(readFileSync(join(workspace, 'note.txt'), 'utf8')).toBe('once');
    // One call started and ended; the fallback received its result instead of running it again.
    expect(events.filter((event) => event.type === 'tool_call_start')).toHaveLength(1);
    expect(events.filter((event) => event.type === 'tool_call_end')).toHaveLength(1);
    const last = fixture.server.requests.at(-1)!;
    expect(last.model).toBe('backup-model');
    expect(last.messages.filter((message: { role: string }) => message.role === 'tool')).toEqual([
      expect.objectContaining({ tool_call_id: 'call_write' }),
    ]);
    expect(fixture.server.requests).toHaveLength(4);
  });

  it('a run whose failure is not a provider outage (400) does not fall back', async () => {
    const events: AgentEvent[] = [];
    const runtime = await openWithFallback(events);
    fixture.server.script({ kind: 'http_error', status: 400, body: { error: { message: 'bad field' } } });
    const summary = await send(runtime, 'hello');
    expect(summary.reason).toBe('error');
    expect(fixture.server.requests).toHaveLength(1);
    expect(fallbackNotices(events)).toEqual([]);
  });
});
