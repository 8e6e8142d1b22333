// `chat`: a REPL over one conversation. Plain lines are sent to the model; /tools lists tools with availability;
// /tool NAME {json} runs a tool directly (through the approval gate); /reload-tools rescans the custom tools folder;
// /new starts over; /exit quits. Ctrl+C stops a run.
import type { Interface as ReadlineInterface } from 'node:readline/promises';
import type { Prompter } from '../../agent/approvals/prompter';
import type { HearthRuntime } from '../../runtime/create-runtime';
import type { AgentEvent } from '../../shared/agent-events';
import { exitCodes, type CliIo } from '../cli-io';
import { runAskCommand } from './ask-command';
import { reloadTools } from './reload-tools';
import { runToolCommand } from './tool-command';

export interface ChatDeps {
  runtime: HearthRuntime;
  prompter: Prompter;
  io: CliIo;
  readline: ReadlineInterface;
  subscribe: (listener: (event: AgentEvent) => void) => () => void;
  /** Ends the REPL (and stops a running answer), e.g. when stdout's reader has gone away. */
  signal?: AbortSignal;
}

export function describeTools(runtime: HearthRuntime): string {
  return runtime
    .toolset()
    .catalogue.map((tool) =>
      `${tool.enabled && tool.available ? '●' : '○'} ${tool.name.padEnd(16)} ${tool.risk.padEnd(8)} ${tool.reason ?? ''}`.trimEnd(),
    )
    .join('\n');
}

export async function runChatCommand(deps: ChatDeps): Promise<number> {
  const { io, readline } = deps;
  let conversationId: string | undefined;
  let current: AbortController | undefined;
  readline.on('SIGINT', () => {
    if (current) current.abort();
    else readline.close();
  });
  const stop = () => {
    current?.abort();
    readline.close();
  };
  if (deps.signal?.aborted) return exitCodes.ok;
  deps.signal?.addEventListener('abort', stop, { once: true });
  io.err('Hearth chat — /tools, /tool NAME {json}, /reload-tools, /new, /exit\n');
  for (;;) {
    let line: string;
    try {
      line = (await readline.question('you> ')).trim();
    } catch {
      return exitCodes.ok; // input closed
    }
    if (line === '') continue;
    if (line === '/exit' || line === '/quit') return exitCodes.ok;
    if (line === '/new') {
      conversationId = undefined;
      continue;
    }
    if (line === '/tools') {
      io.out(`${describeTools(deps.runtime)}\n`);
      continue;
    }
    if (line === '/reload-tools') {
      io.out(await reloadTools(deps.runtime));
      continue;
    }
    current = new AbortController();
    if (line.startsWith('/tool ')) {
      const [, name = '', ...rest] = line.split(' ');
      await runToolCommand([name, rest.join(' ').trim() || '{}'], { ...deps, json: false, signal: current.signal });
    } else if (line.startsWith('/')) {
      io.err(`Unknown command ${line.split(' ')[0]}\n`);
    } else {
      const result = await runAskCommand(line, { ...deps, json: false, signal: current.signal, conversationId });
      conversationId = result.conversationId ?? conversationId;
    }
    current = undefined;
  }
}
