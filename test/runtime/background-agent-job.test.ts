// A scheduled agent job end to end: real scheduler, chat session, agent loop, approval gate, bwrap-sandboxed shell
// tool and SQLite, with the model scripted by the fake OpenAI-compatible server. A job cannot run a tool it was not
// given, nor one it was given but not granted (nobody is there to approve); a granted call does run.
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createApprovalGate } from '../../electron/agent/approvals/approval-gate';
import { createOpenAiModelClient } from '../../electron/agent/model/openai-stream';
import { createChatSession } from '../../electron/agent/chat/session';
import { createAgentJobRunner } from '../../electron/runtime/agent-job';
import { createScheduler, type Scheduler } from '../../electron/scheduler/scheduler';
import { defaultSettings } from '../../electron/shared/settings-schema';
import { createApprovalRuleStore } from '../../electron/storage/approval-rules';
import { createConversationStore, type ConversationStore } from '../../electron/storage/conversations';
import { closeDatabase, openDatabase, type Db } from '../../electron/storage/database';
import { createJobStore, type JobAction, type JobStore } from '../../electron/storage/jobs';
import { createDatetimeTool } from '../../tools/datetime';
import { createToolset } from '../../tools/registry';
import { selectSandbox } from '../../tools/shell/select-sandbox';
import { createShellTool } from '../../tools/shell/shell-tool';
import { startFakeLlmServer, type FakeLlmServer } from '../support/fake-llm-server';
import { describeWithFacility } from '../support/requirements';
import { createTempDirs } from '../support/temp-dir';

const temp = createTempDirs();
let server: FakeLlmServer;
let db: Db;
let jobs: JobStore;
let conversations: ConversationStore;
let scheduler: Scheduler;
let workspace: string;
let base: string;

describeWithFacility('bwrap', 'a background agent job', () => {
  beforeEach(async () => {
    server = await startFakeLlmServer();
    // Like the app: the workspace inside the data folder, outside the sandbox's private /tmp.
    base = path.join(
      existsSync('/var/tmp') ? '/var/tmp' : os.tmpdir(),
      `hearth-agent-job-${process.pid}-${Date.now()}`,
    );
    workspace = path.join(base, 'workspace');
    mkdirSync(workspace, { recursive: true });
    db = openDatabase(path.join(temp.make('agent-job'), 'hearth.db')).db;
    jobs = createJobStore(db);
    conversations = createConversationStore(db);
    const rules = createApprovalRuleStore(db);
    const settings = defaultSettings(); // policy: supervised, so exec tools would ask
    const { sandbox } = await selectSandbox({
      platform: process.platform,
      env: process.env,
      protectedPaths: { dataDir: base, homeDir: os.homedir() },
      tmpDir: os.tmpdir(),
    });
    const shell = createShellTool({
      sandbox,
      settings: () => ({ network: false, timeoutMs: 20_000, maxOutputBytes: 65_536 }),
    });
    const toolset = createToolset(settings, [{ tool: shell }, { tool: createDatetimeTool() }]);
    const session = createChatSession({
      conversations,
      settings: () => settings,
      toolset: () => toolset,
      modelClient: async () => ({
        client: createOpenAiModelClient({ baseUrl: server.url, model: 'fake-model', maxRetries: 0 }),
        toolMode: 'native',
        contextTokens: 32_000,
      }),
      createGate: ({ prompter, grants }) =>
        createApprovalGate({
          mode: () => settings.policy.mode,
          rules,
          ...(prompter ? { prompter } : {}),
          ...(grants ? { grants } : {}),
          timeoutMs: () => 5_000,
          limits: () => ({ perRun: 50, perHour: 500 }),
        }),
      workspace: () => workspace,
      timeZone: () => 'UTC',
      onEvent: () => {},
    });
    scheduler = createScheduler({
      jobs,
      settings: () => ({ paused: false, catchUpWindowHours: 24, agentTimeBudgetMs: 60_000 }),
      postReminder: () => ({ conversationId: 'unused' }),
      runAgentJob: createAgentJobRunner({ session, maxTurns: () => 4 }),
      notify: () => {},
    });
  });

  afterEach(async () => {
    await scheduler.stop();
    await server.close();
    closeDatabase(db);
    rmSync(base, { recursive: true, force: true });
    temp.cleanup();
  });

  /** Scripts the model to run the shell once and then answer; runs the job; returns what the tool said. */
  async function runJobCallingShell(action: JobAction) {
    const job = jobs.create({
      name: 'Marker',
      schedule: { kind: 'cron', expression: '0 * * * *' },
      timezone: 'UTC',
      action,
    });
    server.script(
      { kind: 'tool_calls', calls: [{ name: 'shell', arguments: { command: 'echo hi > marker.txt; echo wrote' } }] },
      { kind: 'text', text: 'done' },
    );
    const result = await scheduler.runNow(job.id);
    if (!result.ok) throw new Error(result.error);
    const toolMessages = conversations.listMessages(result.run.conversationId ?? '').filter((m) => m.role === 'tool');
    return {
      run: result.run,
      toolMessages,
      firstRequestTools: (server.requests[0]?.tools ?? []).map((t: { function: { name: string } }) => t.function.name),
    };
  }

  it('cannot run a tool it was not given: the model is not offered it and its call is refused', async () => {
    const { run, toolMessages, firstRequestTools } = await runJobCallingShell({
      kind: 'agent',
      prompt: 'Write the marker',
      tools: ['datetime'],
    });
    expect(firstRequestTools).toEqual(['datetime']);
    expect(toolMessages).toHaveLength(1);
    expect(toolMessages[0]?.content).toMatch(/Unknown tool "shell"/);
    expect(existsSync(path.join(workspace, 'marker.txt'))).toBe(false);
    expect(run).toMatchObject({ status: 'ok', output: 'done', trigger: 'manual' });
    expect(conversations.get(run.conversationId ?? '')?.kind).toBe('job');
  });

  it('cannot run a tool it was given but not granted: nobody is there to approve, so it is denied', async () => {
    const { run, toolMessages, firstRequestTools } = await runJobCallingShell({
      kind: 'agent',
      prompt: 'Write the marker',
      tools: ['shell'],
    });
    expect(firstRequestTools).toEqual(['shell']);
    expect(toolMessages[0]?.content).toMatch(/No user is present to approve "Shell" in this background run/);
    expect(existsSync(path.join(workspace, 'marker.txt'))).toBe(false);
    expect(run.status).toBe('ok');
    const secondRequest = server.requests[1]?.messages.find((m: { role: string }) => m.role === 'tool');
    expect(secondRequest?.content).toMatch(/No user is present/);
  });

  it('a grant must cover the exact call: a prefix grant does not cover a chained command', async () => {
    const { toolMessages } = await runJobCallingShell({
      kind: 'agent',
      prompt: 'Write the marker',
      tools: ['shell'],
      grants: [{ tool: 'shell', match: { kind: 'prefix', value: 'echo hi' } }],
    });
    expect(toolMessages[0]?.content).toMatch(/No user is present to approve/);
    expect(existsSync(path.join(workspace, 'marker.txt'))).toBe(false);
  });

  it('runs a call its grant covers (the positive control)', async () => {
    const { toolMessages } = await runJobCallingShell({
      kind: 'agent',
      prompt: 'Write the marker',
      tools: ['shell'],
      grants: [{ tool: 'shell', match: { kind: 'exact', value: 'echo hi > marker.txt; echo wrote' } }],
    });
    expect(toolMessages[0]?.content).toContain('wrote');
    expect(existsSync(path.join(workspace, 'marker.txt'))).toBe(true);
  });
});
