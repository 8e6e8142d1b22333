// Custom tools inside the real runtime (real SQLite, real bubblewrap, the fake model): a file's declared risk is a claim.
// An untrusted version asks in every mode and runs only after "Trust this version"; read-only mode runs a custom tool
// only when the user marked it read; a rule given to one version does not cover a changed file.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { argsHashOf } from '../../../electron/agent/approvals/args-hash';
import type { ApprovalResponse, Prompter } from '../../../electron/agent/approvals/prompter';
import type { HearthRuntime } from '../../../electron/runtime/create-runtime';
import type { ApprovalRequest } from '../../../electron/shared/agent-events';
import { contentVersion } from '../../../tools/user-tools/folder-scan';
import { describeWithFacility } from '../../support/requirements';
import { useRuntimeFixture } from '../../support/runtime-fixture';
import { toolSource, writeTool, type ToolFileSpec } from './user-tools-helpers';

const fixture = useRuntimeFixture();

const greetSpec = (word = 'hello', risk?: string): ToolFileSpec => ({
  name: 'greet',
  description: 'Greets someone by name.',
  parameters: {
    type: 'object',
    properties: { who: { type: 'string', minLength: 1 } },
    required: ['who'],
    additionalProperties: false,
  },
  ...(risk ? { risk } : {}),
  run: `return ${JSON.stringify(word)} + " " + args.who;`,
});

async function openRuntime(
  options: { trusted?: boolean; spec?: ToolFileSpec } = {},
): Promise<{ runtime: HearthRuntime; tools: string }> {
  const dataDir = fixture.folder('user-tools-runtime');
  const tools = join(dataDir, 'tools');
  mkdirSync(tools);
  writeTool(tools, 'greet.mjs', options.spec ?? greetSpec(), { trust: options.trusted ?? true });
  const runtime = await fixture.open({ dataDir, sourceOptions: { userTools: { watch: false } } });
  await runtime.userTools.ready();
  return { runtime, tools };
}

const answering = (
  response: Partial<ApprovalResponse> & Pick<ApprovalResponse, 'decision'>,
  seen: ApprovalRequest[],
): Prompter => ({
  ask: async (request): Promise<ApprovalResponse> => {
    seen.push(request);
    return { argsHash: request.argsHash, ...response };
  },
});
const signal = new AbortController().signal;

describeWithFacility('bwrap', 'custom tools in the runtime', () => {
  it('a trusted exec tool asks in supervised mode, showing its file, version and capabilities', async () => {
    const { runtime } = await openRuntime();
    const seen: ApprovalRequest[] = [];
    const allowed = await runtime.callTool('greet', '{"who":"Ada"}', {
      prompter: answering({ decision: 'allow' }, seen),
      signal,
    });
    expect(allowed).toMatchObject({ ok: true, content: 'hello Ada' });
    expect(seen).toHaveLength(1);
    const version = runtime.userTools.status().tools[0]?.version;
    expect(seen[0]).toMatchObject({
      tool: 'greet',
      risk: 'exec',
      label: 'greet (custom)',
      customTool: { file: 'tools/greet.mjs', version, declaredRisk: 'exec', capabilities: [], trusted: true },
    });
    expect(seen[0]?.notes?.[0]).toBe(
      `Custom tool from tools/greet.mjs, version ${version}; it declares risk exec and no extra capabilities.`,
    );

    const denied = await runtime.callTool('greet', '{"who":"Bob"}', {
      prompter: answering({ decision: 'deny' }, seen),
      signal,
    });
    expect(denied).toMatchObject({ ok: false, errorType: 'denied' });
    const invalid = await runtime.callTool('greet', '{"who":""}', {
      prompter: answering({ decision: 'allow' }, seen),
      signal,
    });
    expect(invalid).toMatchObject({ ok: false, errorType: 'invalid_args' });
  });

  for (const mode of ['supervised', 'autonomous'] as const) {
    it(`an untrusted version that claims risk read asks in ${mode} mode; Allow without trust does not run it, Trust does`, async () => {
      const { runtime } = await openRuntime({ trusted: false, spec: greetSpec('hello', 'read') });
      runtime.settingsStore.set('policy.mode', mode);
      const seen: ApprovalRequest[] = [];
      const plainAllow = await runtime.callTool('greet', '{"who":"Ada"}', {
        prompter: answering({ decision: 'allow' }, seen),
        signal,
      });
      expect(plainAllow).toMatchObject({ ok: false, errorType: 'denied' });
      expect(plainAllow.content).toMatch(/untrusted custom tool; the user did not trust this version/);
      expect(seen[0]).toMatchObject({ customTool: { trusted: false, declaredRisk: 'read', file: 'tools/greet.mjs' } });
      expect(runtime.userTools.status().tools[0]?.trusted).toBe(false);

      const trusted = await runtime.callTool('greet', '{"who":"Ada"}', {
        prompter: answering({ decision: 'allow', trust: true }, seen),
        signal,
      });
      expect(trusted).toMatchObject({ ok: true, content: 'hello Ada' });
      expect(runtime.userTools.status().tools[0]?.trusted).toBe(true);
      // Trusted and declaring read: it now runs without asking (in either mode).
      const before = seen.length;
      expect(
        await runtime.callTool('greet', '{"who":"Bob"}', { prompter: answering({ decision: 'deny' }, seen), signal }),
      ).toMatchObject({ ok: true, content: 'hello Bob' });
      expect(seen).toHaveLength(before);
    });
  }

  it('read-only mode refuses a custom tool that declares read unless the user marked it read in settings', async () => {
    const { runtime } = await openRuntime({ spec: greetSpec('hello', 'read') });
    runtime.settingsStore.set('policy.mode', 'read_only');
    const seen: ApprovalRequest[] = [];
    const refused = await runtime.callTool('greet', '{"who":"Ada"}', {
      prompter: answering({ decision: 'allow' }, seen),
      signal,
    });
    expect(refused).toMatchObject({ ok: false, errorType: 'denied' });
    expect(refused.content).toMatch(/Read-only mode.*custom tool that declares read and is not marked read/);
    expect(seen).toEqual([]);

    expect(runtime.settingsStore.set('tools.custom.markedRead', ['greet'])).toMatchObject({ ok: true });
    expect(
      await runtime.callTool('greet', '{"who":"Ada"}', { prompter: answering({ decision: 'deny' }, seen), signal }),
    ).toMatchObject({ ok: true, content: 'hello Ada' });
    expect(seen).toEqual([]);
  });

  it('an untrusted version is refused in a background run (nobody can trust it)', async () => {
    const { runtime } = await openRuntime({ trusted: false });
    const tool = runtime.toolset().tools.find((candidate) => candidate.name === 'greet')!;
    const { createApprovalGate } = await import('../../../electron/agent/approvals/approval-gate');
    const gate = createApprovalGate({
      mode: () => 'autonomous',
      rules: runtime.rules,
      grants: [{ tool: 'greet' }],
      timeoutMs: () => 1_000,
      limits: () => ({ perRun: 10, perHour: 10 }),
    });
    const decision = await gate.check(
      {
        runId: 'r',
        callId: 'c',
        conversationId: 'job',
        tool,
        args: { who: 'Ada' },
        argsHash: argsHashOf({ who: 'Ada' }),
        workspace: runtime.workspace(),
      },
      () => undefined,
      signal,
    );
    expect(decision).toMatchObject({ decision: 'deny', by: 'background' });
    expect(decision.reason).toMatch(/untrusted custom tool version/);
  });

  it('an "always allow" rule covers only the version it was given to; a changed file is untrusted and asks again', async () => {
    const { runtime, tools } = await openRuntime();
    const seen: ApprovalRequest[] = [];
    const remember = { scope: 'forever', match: { kind: 'any' } } as const;
    expect(
      await runtime.callTool('greet', '{"who":"Ada"}', {
        prompter: answering({ decision: 'allow', remember }, seen),
        signal,
      }),
    ).toMatchObject({ ok: true });
    const firstVersion = runtime.userTools.status().tools[0]?.version;
    expect(runtime.rules.list()).toEqual([expect.objectContaining({ tool: 'greet', toolVersion: firstVersion })]);
    expect(
      await runtime.callTool('greet', '{"who":"Bob"}', { prompter: answering({ decision: 'deny' }, seen), signal }),
    ).toMatchObject({ ok: true, content: 'hello Bob' });
    expect(seen).toHaveLength(1);

    // The file changes (the user, or anything else, edits it): a new version, untrusted, and the rule does not cover it.
    writeTool(tools, 'greet.mjs', greetSpec('pwned'), { trust: false });
    await runtime.userTools.refresh();
    const changed = await runtime.callTool('greet', '{"who":"Cy"}', {
      prompter: answering({ decision: 'deny' }, seen),
      signal,
    });
    expect(changed).toMatchObject({ ok: false, errorType: 'denied' });
    expect(seen).toHaveLength(2);
    expect(seen[1]).toMatchObject({
      customTool: { trusted: false, version: contentVersion(toolSource(greetSpec('pwned'))) },
    });

    // Trusted again, the old rule still does not cover the new version: it asks (exec) instead of running silently.
    expect(
      await runtime.callTool('greet', '{"who":"Cy"}', {
        prompter: answering({ decision: 'allow', trust: true }, seen),
        signal,
      }),
    ).toMatchObject({ ok: true, content: 'pwned Cy' });
    expect(
      await runtime.callTool('greet', '{"who":"Di"}', { prompter: answering({ decision: 'deny' }, seen), signal }),
    ).toMatchObject({ ok: false, errorType: 'denied' });
    expect(seen).toHaveLength(4);
  });

  it('sends the model the cleaned JSON Schema plus list_custom_tools, and runs the call the model makes', async () => {
    await openRuntime().then(async ({ runtime }) => {
      // Under the per-request cap (tools/tool-selection.ts), so every enabled tool is sent, list_custom_tools included.
      expect(runtime.settingsStore.set('tools.disabled', ['cron_update', 'cron_run_now']).ok).toBe(true);
      fixture.server.script(
        { kind: 'tool_calls', calls: [{ id: 'call_1', name: 'greet', arguments: { who: 'Grace' } }] },
        { kind: 'text', text: 'Done.' },
      );
      const started = runtime.session.send({ text: 'greet Grace', prompter: answering({ decision: 'allow' }, []) });
      if (!started.ok) throw new Error(started.error);
      expect((await started.run.done).reason).toBe('done');
      const tools = fixture.server.requests[0]!.tools as { function: { name: string; parameters: unknown } }[];
      expect(tools.find((tool) => tool.function.name === 'greet')?.function.parameters).toEqual({
        type: 'object',
        properties: { who: { type: 'string', minLength: 1 } },
        required: ['who'],
      });
      expect(tools.some((tool) => tool.function.name === 'list_custom_tools')).toBe(true);
      const toolMessage = fixture.server.requests[1]!.messages.find(
        (message: { role: string }) => message.role === 'tool',
      );
      expect(toolMessage.content).toContain('hello Grace');
    });
  });
});
