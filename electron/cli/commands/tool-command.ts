// `tool NAME ['JSON']`: one direct tool call through the approval gate; --json prints one `tool_result` line (with the
// call's runId, and `changes` when it changed files that `hearth undo` can put back).
import type { HearthRuntime } from '../../runtime/create-runtime';
import type { Prompter } from '../../agent/approvals/prompter';
import { exitCodes, type CliIo } from '../cli-io';

/** `changes: { files }` when the call changed files in the workspace (what `hearth undo RUN_ID` puts back). */
export function filesChanged(runtime: HearthRuntime, runId: string | undefined): { changes?: { files: number } } {
  const files = runId === undefined ? 0 : runtime.undo.filesChanged(runId);
  return files > 0 ? { changes: { files } } : {};
}

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
      ...(result.runId ? { runId: result.runId } : {}),
      ok: result.ok,
      content: result.content,
      details: result.details ?? null,
      ...(result.errorType ? { errorType: result.errorType } : {}),
      ...(result.images ? { images: result.images } : {}),
      ...filesChanged(deps.runtime, result.runId),
    });
  } else {
    (result.ok ? deps.io.out : deps.io.err)(`${result.content}${result.content.endsWith('\n') ? '' : '\n'}`);
    const { changes } = filesChanged(deps.runtime, result.runId);
    if (changes) deps.io.err(`changes: ${changes.files} file(s); put them back with: hearth undo ${result.runId}\n`);
  }
  return result.ok ? exitCodes.ok : exitCodes.failed;
}
