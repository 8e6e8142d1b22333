// Small real tools and gates for agent-loop tests: echo, a write tool, a thrower, a big-output tool, a slow read tool
// that honours its signal, a tool that runs a real process tree, plus allow/deny/scripted ToolCallGate objects.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { defineTool, fail, ok, type AnyTool } from '../../tools/tool';
import type { GateDecision, ToolCallGate } from '../../electron/agent/approvals/approval-gate';

export interface CallLog {
  calls: { tool: string; args: unknown; start: number; end?: number }[];
}

export function createCallLog(): CallLog {
  return { calls: [] };
}

export function echoTool(log?: CallLog): AnyTool {
  return defineTool({
    name: 'echo',
    label: 'Echo',
    description: 'Repeats the text.',
    parameters: z.object({ text: z.string() }),
    risk: 'read',
    async execute(args) {
      log?.calls.push({ tool: 'echo', args, start: Date.now(), end: Date.now() });
      return ok(`echo: ${args.text}`);
    },
  });
}

export function shoutTool(log?: CallLog): AnyTool {
  return defineTool({
    name: 'shout',
    label: 'Shout',
    description: 'Writes the text in capitals (a write tool).',
    parameters: z.object({ text: z.string() }),
    risk: 'write',
    async execute(args) {
      const entry: CallLog['calls'][number] = { tool: 'shout', args, start: Date.now() };
      log?.calls.push(entry);
      entry.end = Date.now();
      return ok(args.text.toUpperCase());
    },
  });
}

export function throwingTool(): AnyTool {
  return defineTool({
    name: 'explode',
    label: 'Explode',
    description: 'Always throws.',
    parameters: z.object({}),
    risk: 'read',
    async execute() {
      throw new Error('kaboom inside the tool');
    },
  });
}

export function bigOutputTool(bytes: number): AnyTool {
  return defineTool({
    name: 'big',
    label: 'Big output',
    description: 'Returns a lot of text.',
    parameters: z.object({}),
    risk: 'read',
    async execute() {
      const body = 'HEAD-MARK ' + 'x'.repeat(Math.max(0, bytes - 20)) + ' TAIL-MARK';
      return ok(body);
    },
  });
}

/** A read tool that waits `ms`, records when it ran, and stops early (ok:false) when its signal aborts. */
export function slowReadTool(log: CallLog): AnyTool {
  return defineTool({
    name: 'slow_read',
    label: 'Slow read',
    description: 'Waits, then returns its id.',
    parameters: z.object({ id: z.string(), ms: z.number().int().min(0) }),
    risk: 'read',
    async execute(args, ctx) {
      const entry: CallLog['calls'][number] = { tool: 'slow_read', args, start: Date.now() };
      log.calls.push(entry);
      const finished = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(true), args.ms);
        ctx.signal.addEventListener('abort', () => {
          clearTimeout(timer);
          resolve(false);
        });
      });
      entry.end = Date.now();
      return finished ? ok(`read ${args.id}`) : fail('aborted', 'aborted');
    },
  });
}

/** Tools named after a fixture's calls: accept any object, record the arguments they were run with. */
export function recordingTool(name: string, log: CallLog): AnyTool {
  return defineTool({
    name,
    label: name,
    description: `Records its arguments (${name}).`,
    parameters: z.looseObject({}),
    risk: 'read',
    async execute(args) {
      log.calls.push({ tool: name, args, start: Date.now(), end: Date.now() });
      return ok(`recorded ${name}`);
    },
  });
}

export interface ProcessTreeProbe {
  /** pid of `sh` and of its `sleep` grandchild, once started. */
  pids: number[];
  started: Promise<void>;
}

/**
 * An exec tool that starts `sh -c 'sleep 30 & wait'` in its own process group, reports progress through onUpdate,
 * and on abort kills the whole group (the pattern real shell tools use), so a test can check the tree is gone.
 */
export function processTreeTool(probe: { pids: number[] }, onStarted: () => void): AnyTool {
  return defineTool({
    name: 'long_job',
    label: 'Long job',
    description: 'Runs a long process tree.',
    parameters: z.object({}),
    risk: 'exec',
    execute(_args, ctx) {
      return new Promise((resolve) => {
        const child = spawn('sh', ['-c', 'sleep 30 & echo $!; wait'], {
          detached: true,
          stdio: ['ignore', 'pipe', 'ignore'],
          env: {},
        });
        probe.pids.push(child.pid!);
        const kill = (): void => {
          try {
            process.kill(-child.pid!, 'SIGKILL');
          } catch {
            // already gone
          }
        };
        child.stdout.once('data', (data: Buffer) => {
          probe.pids.push(Number(data.toString().trim()));
          ctx.onUpdate('started');
          onStarted();
        });
        ctx.signal.addEventListener('abort', kill, { once: true });
        child.on('exit', () => resolve(ctx.signal.aborted ? fail('killed', 'aborted') : ok('finished')));
      });
    },
  });
}

/** True while a process exists and is not a zombie. */
export function isProcessAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state !== 'Z' && state !== 'X';
  } catch {
    return false;
  }
}

export function allowAllGate(): ToolCallGate {
  return {
    async check(call) {
      return { decision: 'allow', by: 'policy', argsHash: call.argsHash ?? '', asked: false };
    },
  };
}

export function denyAllGate(reason?: string): ToolCallGate {
  return {
    async check(call) {
      return {
        decision: 'deny',
        by: 'user',
        ...(reason ? { reason } : {}),
        argsHash: call.argsHash ?? '',
        asked: true,
      };
    },
  };
}

export interface RecordingGate extends ToolCallGate {
  /** Tool names in the order the gate was asked. */
  asked: string[];
  /** Highest number of checks in progress at once. */
  maxConcurrent: number;
}

/**
 * A gate that "asks" a person for non-read tools: emits approval_request, waits `delayMs` (or until the run is aborted),
 * then answers per `decide`.
 */
export function askingGate(decide: (tool: string, args: unknown) => 'allow' | 'deny', delayMs = 20): RecordingGate {
  let active = 0;
  const gate: RecordingGate = {
    asked: [],
    maxConcurrent: 0,
    async check(call, emit, signal) {
      const argsHash = call.argsHash ?? '';
      if (call.tool.risk === 'read') return { decision: 'allow', by: 'policy', argsHash, asked: false };
      active += 1;
      gate.maxConcurrent = Math.max(gate.maxConcurrent, active);
      gate.asked.push(call.tool.name);
      emit({
        type: 'approval_request',
        runId: call.runId,
        callId: call.callId,
        request: {
          callId: call.callId,
          tool: call.tool.name,
          label: call.tool.label,
          risk: call.tool.risk,
          args: call.args,
          argsHash,
          expiresAt: Date.now() + 60_000,
        },
      });
      // The person answers after `delayMs`, unless the run is aborted first (then the gate stops waiting, as the real one).
      await new Promise<void>((resolve) => {
        const answered = setTimeout(resolve, delayMs);
        signal.addEventListener(
          'abort',
          () => {
            clearTimeout(answered);
            resolve();
          },
          { once: true },
        );
      });
      active -= 1;
      if (signal.aborted) return { decision: 'deny', by: 'user', reason: 'aborted', argsHash, asked: true };
      const decision = decide(call.tool.name, call.args);
      const result: GateDecision =
        decision === 'allow'
          ? { decision, by: 'user', argsHash, asked: true }
          : {
              decision,
              by: 'user',
              reason: 'The user denied this tool call. Reason: not today',
              argsHash,
              asked: true,
            };
      return result;
    },
  };
  return gate;
}
