// User tools inside the real runtime (real SQLite, the fake model): they join the toolset through the ToolSource seam,
// ask for approval like any exec tool (with their file and version shown), and reach the model as cleaned JSON Schema.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ApprovalResponse, Prompter } from '../../../electron/agent/prompter';
import type { HearthRuntime } from '../../../electron/agent/runtime';
import type { ApprovalRequest } from '../../../electron/shared/agent-events';
import { useRuntimeFixture } from '../../support/runtime-fixture';
import { writeTool } from './user-tools-helpers';
import type { UserToolSource } from '../../../tools/user-tools/user-tool-source';

const fixture = useRuntimeFixture();

async function openRuntime(): Promise<{ runtime: HearthRuntime; source: UserToolSource }> {
  const dataDir = fixture.folder('user-tools-runtime');
  mkdirSync(join(dataDir, 'tools'));
  writeTool(join(dataDir, 'tools'), 'greet.mjs', {
    name: 'greet',
    description: 'Greets someone by name.',
    parameters: { type: 'object', properties: { who: { type: 'string', minLength: 1 } }, required: ['who'], additionalProperties: false },
    run: 'return "hello " + args.who;',
  });
  const runtime = await fixture.open({ dataDir, sourceOptions: { userTools: { watch: false } } });
  await runtime.userTools.ready();
  return { runtime, source: runtime.userTools };
}

const recording = (decision: 'allow' | 'deny', seen: ApprovalRequest[]): Prompter => ({
  ask: async (request): Promise<ApprovalResponse> => {
    seen.push(request);
    return { decision, argsHash: request.argsHash };
  },
});

describe('user tools in the runtime', () => {
  it('asks before running a user tool in supervised mode, showing its file and version', async () => {
    const { runtime, source } = await openRuntime();
    const seen: ApprovalRequest[] = [];
    const signal = new AbortController().signal;
    const allowed = await runtime.callTool('greet', '{"who":"Ada"}', { prompter: recording('allow', seen), signal });
    expect(allowed).toMatchObject({ ok: true, content: 'hello Ada' });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ tool: 'greet', risk: 'exec', label: 'greet (custom)' });
    expect(seen[0]?.notes).toContain(`Custom tool from tools/greet.mjs, version ${source.status().tools[0]?.version}.`);

    const denied = await runtime.callTool('greet', '{"who":"Bob"}', { prompter: recording('deny', seen), signal });
    expect(denied).toMatchObject({ ok: false, errorType: 'denied' });
    const invalid = await runtime.callTool('greet', '{"who":""}', { prompter: recording('allow', seen), signal });
    expect(invalid).toMatchObject({ ok: false, errorType: 'invalid_args' });
  });

  it('refuses an exec user tool in read-only mode without asking', async () => {
    const { runtime } = await openRuntime();
    runtime.settingsStore.set('policy.mode', 'read_only');
    const seen: ApprovalRequest[] = [];
    const result = await runtime.callTool('greet', '{"who":"Ada"}', { prompter: recording('allow', seen), signal: new AbortController().signal });
    expect(result.ok).toBe(false);
    expect(seen).toEqual([]);
  });

  it('sends the model the cleaned JSON Schema plus list_custom_tools, and runs the call the model makes', async () => {
    const { runtime } = await openRuntime();
    fixture.server.script({ kind: 'tool_calls', calls: [{ id: 'call_1', name: 'greet', arguments: { who: 'Grace' } }] }, { kind: 'text', text: 'Done.' });
    const started = runtime.session.send({ text: 'greet Grace', prompter: recording('allow', []) });
    if (!started.ok) throw new Error(started.error);
    expect((await started.run.done).reason).toBe('done');
    const tools = fixture.server.requests[0]!.tools as { function: { name: string; parameters: unknown } }[];
    expect(tools.find((tool) => tool.function.name === 'greet')?.function.parameters).toEqual({
      type: 'object',
      properties: { who: { type: 'string', minLength: 1 } },
      required: ['who'],
    });
    expect(tools.some((tool) => tool.function.name === 'list_custom_tools')).toBe(true);
    const toolMessage = fixture.server.requests[1]!.messages.find((message: { role: string }) => message.role === 'tool');
    expect(toolMessage.content).toContain('hello Grace');
  });
});
