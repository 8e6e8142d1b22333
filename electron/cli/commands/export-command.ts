// `export ID [--format md|html|json] [--out FILE]` writes one conversation to stdout or a new file; `export --all
// --out DIR` writes one new file per conversation into DIR and prints each path (--json: one {"type":"export"} line
// each). Known secrets are redacted. Unknown ID: exit 2; a file that exists or cannot be written: exit 1, nothing lost.
// A relative --out is taken from the folder the command was typed in (npm's INIT_CWD), not npm's package folder.
import { resolve } from 'node:path';
import type { HearthRuntime } from '../../runtime/create-runtime';
import type { ExportFormat } from '../../runtime/conversation-export/export-formats';
import { writeNewFile } from '../../runtime/conversation-export/export-files';
import { exitCodes, type CliIo } from '../cli-io';

export interface ExportCommandInput {
  conversationId?: string;
  format: ExportFormat;
  out?: string;
  all: boolean;
}

export async function runExportCommand(
  input: ExportCommandInput,
  deps: {
    runtime: Pick<HearthRuntime, 'conversationExport'>;
    io: CliIo;
    json: boolean;
    /** Where a relative --out starts (default: npm's INIT_CWD, else the process's working folder). */
    baseDir?: string;
  },
): Promise<number> {
  const { io } = deps;
  const baseDir = deps.baseDir ?? process.env.INIT_CWD ?? process.cwd();
  const out = input.out === undefined ? undefined : resolve(baseDir, input.out);
  const report = (conversationId: string, path: string) =>
    deps.json ? io.jsonLine({ type: 'export', conversationId, format: input.format, path }) : io.out(`${path}\n`);

  if (input.all) {
    const result = await deps.runtime.conversationExport.exportAll(out as string, input.format);
    for (const file of result.files) report(file.conversationId, file.path);
    if (!result.ok) {
      io.err(`hearth: ${result.message}\n`);
      return exitCodes.failed;
    }
    io.err(`hearth: exported ${result.files.length} conversation(s) to ${result.folder}\n`);
    return exitCodes.ok;
  }

  const result = await deps.runtime.conversationExport.exportOne(input.conversationId as string, input.format);
  if (!result.ok) {
    io.err(`hearth: ${result.message}\n`);
    return exitCodes.usage;
  }
  if (out === undefined) {
    io.out(result.export.text);
    return exitCodes.ok;
  }
  const written = writeNewFile(out, result.export.text);
  if (!written.ok) {
    io.err(`hearth: ${written.message}\n`);
    return exitCodes.failed;
  }
  report(result.export.conversationId, written.path);
  return exitCodes.ok;
}
