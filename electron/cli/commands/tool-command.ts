// `tool NAME ['JSON']`: one direct tool call through the approval gate; --json prints one `tool_result` line.
import type { HearthRuntime } from '../../runtime/create-runtime';
import type { Prompter } from '../../agent/approvals/prompter';
import { exitCodes, type CliIo } from '../cli-io';

export async function runToolCommand(
  args: string[],
  deps: { runtime: HearthRuntime; prompter: Prompter; io: CliIo; json: boolean; signal: AbortSignal },
): Promise<number> {
  const [name, argumentsJson = '{}'] = args;
  const result = await deps.runtime.callTool(name ?? '', argumentsJson, {
    prompter: deps.prompter,
    signal: deps.signal,
  });
  if (deps.json) {
    deps.io.jsonLine({
      type: 'tool_result',
      tool: name,
      ok: result.ok,
      content: result.content,
      details: result.details ?? null,
      ...(result.errorType ? { errorType: result.errorType } : {}),
      ...(result.images ? { images: result.images } : {}),
    });
  } else {
    (result.ok ? deps.io.out : deps.io.err)(`${result.content}${result.content.endsWith('\n') ? '' : '\n'}`);
  }
  return result.ok ? exitCodes.ok : exitCodes.failed;
}
