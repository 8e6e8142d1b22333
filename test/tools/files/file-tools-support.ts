// Helpers for the file tool tests: a real workspace with an outside folder, escape symlinks and a (separate) Hearth
// data folder, and a call helper.
import { mkdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyTool, ToolResult } from '../../../tools/tool';

export interface FileFixture {
  workspace: string;
  outside: string;
  /** Hearth's data folder for the tools (beside the workspace, not inside it). */
  dataDir: string;
  call: (tool: AnyTool, args: unknown) => Promise<ToolResult>;
}

export function createFileFixture(base: string): FileFixture {
  const root = realpathSync(base);
  const workspace = join(root, 'ws');
  const outside = join(root, 'outside');
  mkdirSync(join(workspace, 'docs'), { recursive: true });
  mkdirSync(outside);
  const dataDir = join(root, 'data');
  mkdirSync(dataDir);
  writeFileSync(join(outside, 'secret.txt'), 'TOP SECRET\n');
  symlinkSync(outside, join(workspace, 'escape-dir'));
  symlinkSync(join(outside, 'secret.txt'), join(workspace, 'escape-file'));
  return {
    workspace,
    outside,
    dataDir,
    call: async (tool, args) => {
      const parsed = tool.parameters.safeParse(args);
      if (!parsed.success) throw new Error(`test passed invalid args to ${tool.name}: ${parsed.error.message}`);
      return tool.execute(parsed.data, {
        callId: 'test',
        signal: new AbortController().signal,
        onUpdate: () => {},
        workspace,
      });
    },
  };
}
