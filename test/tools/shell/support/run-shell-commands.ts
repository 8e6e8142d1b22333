// A stand-in for the app process in the secret-isolation tests: launched WITH a canary secret in its own environment,
// it runs each command through the real shell tool and prints the results as JSON on stdout.
// Input (env HEARTH_SHELL_RUNNER_INPUT): { sandbox: 'auto' | 'none', dataDir, homeDir, workspace, network, commands }.
import os from 'node:os';
import { createNoSandbox } from '../../../../tools/shell/no-sandbox';
import { selectSandbox } from '../../../../tools/shell/select-sandbox';
import { createShellTool } from '../../../../tools/shell/shell-tool';

interface RunnerInput {
  sandbox: 'auto' | 'none';
  dataDir: string;
  homeDir: string;
  workspace: string;
  network: boolean;
  commands: string[];
}

async function main(): Promise<void> {
  const input = JSON.parse(process.env.HEARTH_SHELL_RUNNER_INPUT ?? '{}') as RunnerInput;
  const protectedPaths = { dataDir: input.dataDir, homeDir: input.homeDir };
  const sandbox =
    input.sandbox === 'none'
      ? createNoSandbox({ reason: 'control run', platform: process.platform, tmpDir: os.tmpdir() })
      : (await selectSandbox({ platform: process.platform, env: process.env, protectedPaths, tmpDir: os.tmpdir() }))
          .sandbox;
  const tool = createShellTool({
    sandbox,
    settings: () => ({ network: input.network, timeoutMs: 20_000, maxOutputBytes: 1_048_576 }),
  });
  const results = [];
  for (const command of input.commands) {
    const ctx = {
      callId: 'runner',
      signal: new AbortController().signal,
      onUpdate: () => {},
      workspace: input.workspace,
    };
    const result = await tool.execute({ command }, ctx);
    results.push({ command, ok: result.ok, content: result.content, details: result.details });
  }
  process.stdout.write(JSON.stringify({ sandbox: sandbox.describe(), runnerPid: process.pid, results }));
}

void main();
