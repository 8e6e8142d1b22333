// The approval notes of a custom tool's call, coded (tools/approval-notes.ts): which file and version with its declared
// risk and capabilities, and what trusting it allows. The dialog shows these facts in its own block and skips them
// by code (renderer/src/approval/approval-note-words.ts).
import { note } from '../approval-notes';
import type { ApprovalNote, ToolRisk } from '../tool';
import { describeCapabilities } from './capabilities';

export function customToolNotes(
  file: string,
  version: string,
  manifest: { risk: ToolRisk; capabilities: readonly string[] },
): ApprovalNote[] {
  const capabilities = manifest.capabilities.join(', ');
  const head = `Custom tool from ${file}, version ${version}; it declares risk ${manifest.risk}`;
  return [
    capabilities
      ? note('customToolFrom', `${head} and capabilities ${capabilities}.`, {
          file,
          version,
          risk: manifest.risk,
          capabilities,
        })
      : note('customToolFromNoCapabilities', `${head} and no extra capabilities.`, {
          file,
          version,
          risk: manifest.risk,
        }),
    note('customToolAllows', describeCapabilities(manifest.capabilities), { capabilities }),
  ];
}
