// The sandbox whose self-test still runs (start-up no longer waits for it): a shell call waits for the verdict before
// it is described, approved or run, so nothing runs unsandboxed because the test had not finished — through the real
// direct-call path, the real approval gate and the real shell tool.
import { existsSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createApprovalGate } from '../../../electron/agent/approvals/approval-gate';
import { callToolDirectly } from '../../../electron/agent/loop/direct-tool-call';
import type { PolicyMode } from '../../../electron/shared/settings-schema';
import { createApprovalRuleStore } from '../../../electron/storage/approval-rules';
import { closeDatabase, openDatabase, type Db } from '../../../electron/storage/database';
import { createNoSandbox } from '../../../tools/shell/no-sandbox';
import { createPendingSandbox } from '../../../tools/shell/pending-sandbox';
import { selectSandbox, type SandboxSelection } from '../../../tools/shell/select-sandbox';
import { createShellTool } from '../../../tools/shell/shell-tool';
import { createTempDirs } from '../../support/temp-dir';
import { describeWithFacility } from '../../support/requirements';
import { waitFor } from '../../support/wait-for';

const temp = createTempDirs();
const dbs: Db[] = [];
afterEach(() => {
  dbs.splice(0).forEach(closeDatabase);
  temp.cleanup();
});

function deferred(): { promise: Promise<SandboxSelection>; resolve: (selection: SandboxSelection) => void } {
  let resolve!: (selection: SandboxSelection) => void;
  const promise = new Promise<SandboxSelection>((done) => (resolve = done));
  return { promise, resolve };
}

const noSandbox = (reason: string): SandboxSelection => ({
  sandbox: createNoSandbox({ reason, platform: process.platform, tmpDir: os.tmpdir() }),
  selfTest: { candidate: 'bwrap', passed: false, detail: reason },
});

/** A workspace and the shell tool over `sandbox`, called the way `hearth tool shell '{…}'` calls it, without a prompter. */
function setup(sandbox: ReturnType<typeof createPendingSandbox>, mode: PolicyMode) {
  const base = temp.make('pending-sandbox');
  const workspace = path.join(base, 'workspace');
  mkdirSync(workspace);
  const { db } = openDatabase(path.join(base, 'hearth.db'));
  dbs.push(db);
  const tool = createShellTool({
    sandbox: sandbox.sandbox,
    settings: () => ({ network: false, timeoutMs: 20_000, maxOutputBytes: 65_536 }),
  });
  const call = (command: string) =>
    callToolDirectly('shell', JSON.stringify({ command }), {
      tools: [tool],
      unavailable: new Map(),
      gate: createApprovalGate({
        mode: () => mode,
        rules: createApprovalRuleStore(db),
        timeoutMs: () => 5_000,
        limits: () => ({ perRun: 50, perHour: 500 }),
        preapprovedTools: () => [],
      }),
      workspace,
      signal: new AbortController().signal,
      emit: () => {},
      conversationId: 'direct',
    });
  return { workspace, tool, call };
}

describe('a shell call while the sandbox self-test runs', () => {
  it('counts as no sandbox and wraps nothing until the verdict', () => {
    const test = deferred();
    const pending = createPendingSandbox(() => test.promise);
    expect(pending.sandbox.kind).toBe('none');
    expect(pending.current()).toBeUndefined();
    expect(pending.sandbox.describe()).toMatch(/self-test has not finished/);
    expect(() =>
      pending.sandbox.wrap({ command: 'true', workspace: '/tmp', cwd: '/tmp', env: {}, network: false }),
    ).toThrow(/still being tested/);
  });

  it('waits for a failing verdict, then is refused like any unsandboxed call without a prompter (never run)', async () => {
    const test = deferred();
    const pending = createPendingSandbox(() => test.promise);
    const { workspace, call } = setup(pending, 'autonomous');
    let finished = false;
    const result = call('touch ran.txt').finally(() => (finished = true));
    // The call has asked for the self-test's verdict; it holds until test.resolve below.
    await waitFor(() => pending.started(), 'the call to start the sandbox self-test');
    expect(finished).toBe(false);
    expect(existsSync(path.join(workspace, 'ran.txt'))).toBe(false);
    test.resolve(noSandbox('bwrap failed its self-test (test)'));
    const outcome = await result;
    expect(outcome).toMatchObject({ ok: false, errorType: 'no_one_to_ask' });
    expect(outcome.content).toMatch(/sandbox/);
    expect(existsSync(path.join(workspace, 'ran.txt'))).toBe(false);
  });
});

describeWithFacility('bwrap', 'a shell call while the bwrap self-test runs', () => {
  it('runs only once the verdict is in, inside the chosen sandbox', async () => {
    const test = deferred();
    const pending = createPendingSandbox(() => test.promise);
    const { workspace, call } = setup(pending, 'autonomous');
    let finished = false;
    const result = call('touch ran.txt && echo done').finally(() => (finished = true));
    await waitFor(() => pending.started(), 'the call to start the sandbox self-test');
    expect(finished).toBe(false);
    expect(existsSync(path.join(workspace, 'ran.txt'))).toBe(false);
    test.resolve(
      await selectSandbox({
        platform: process.platform,
        env: process.env,
        protectedPaths: { dataDir: path.dirname(workspace), homeDir: os.homedir() },
        tmpDir: os.tmpdir(),
      }),
    );
    const outcome = await result;
    expect(outcome).toMatchObject({ ok: true, details: { sandbox: 'bwrap' } });
    expect(existsSync(path.join(workspace, 'ran.txt'))).toBe(true);
    expect(pending.sandbox.kind).toBe('bwrap');
  });
});
