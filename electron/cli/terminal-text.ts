// Text for the terminal: an approval request shown in full, with control, bidi and zero-width characters made visible,
// and what its run read that others could have written.
import type { ApprovalRequest } from '../shared/agent-events';
import { describeSource, type UntrustedSource } from '../shared/provenance';
import { isUntrustedReadNote, sentenceIsShortened, untrustedReadSentence } from '../shared/untrusted-approval';

/** With more sources than this, the list ends with how many more there are. */
const listedAtMost = 20;

const invisible =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point: they are made visible.
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

/** Replaces characters that can hide or reorder text with a visible <U+XXXX> marker. */
export function revealInvisible(text: string): string {
  return text.replace(invisible, (char) => `<U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}>`);
}

export function describeRequestForTerminal(request: ApprovalRequest): string {
  const lines = [`\n⚠ ${request.label} (${request.tool}, risk: ${request.risk}) wants to run:`];
  if (request.subAgent) lines.push(`  asked by a sub-agent working on: ${revealInvisible(request.subAgent.task)}`);
  const command =
    typeof request.args === 'object' && request.args && 'command' in request.args
      ? (request.args as { command: unknown }).command
      : undefined;
  if (typeof command === 'string') lines.push(`  $ ${revealInvisible(command)}`);
  else lines.push(`  ${revealInvisible(JSON.stringify(request.args, null, 2)).replace(/\n/g, '\n  ')}`);
  if (request.workspace) lines.push(`  workspace: ${request.workspace}`);
  if (request.host) lines.push(`  host: ${request.host}`);
  // What the run read is said once, by describeUntrustedForTerminal, not again by the gate's note.
  for (const note of request.notes ?? [])
    if (!isUntrustedReadNote(note, request)) lines.push(`  ${revealInvisible(note)}`);
  if (request.customTool) lines.push(...describeCustomTool(request.customTool));
  if (request.dangerous) lines.push(`  DANGER: ${request.dangerous}`);
  return `${lines.join('\n')}\n`;
}

function describeCustomTool(tool: NonNullable<ApprovalRequest['customTool']>): string[] {
  const capabilities = tool.capabilities.length > 0 ? tool.capabilities.join(', ') : 'no extra capabilities';
  const lines = [
    `  ${tool.trusted ? 'Custom tool' : 'UNTRUSTED custom tool'}: ${revealInvisible(tool.file)}, version ${tool.version}; declares risk ${tool.declaredRisk}, ${capabilities}.`,
  ];
  if (!tool.trusted) {
    lines.push(
      '  Its declared risk is only a claim. Trusting runs this exact version (a changed file asks again) in a sandbox',
    );
    lines.push(
      '  with the workspace read-only unless it declares workspace:write, its own state folder, and no network unless it declares network.',
    );
  }
  if (tool.unsandboxed) lines.push(`  NO SANDBOX: ${tool.unsandboxed}.`);
  return lines;
}

/** Why a run's request asks afresh: the sentence naming what it read (the whole list under it when that is long). */
export function describeUntrustedForTerminal(sources: readonly UntrustedSource[]): string {
  const lines = [`  ! ${revealInvisible(untrustedReadSentence(sources))}`];
  if (sentenceIsShortened(sources)) {
    lines.push('    What it read:');
    for (const source of sources.slice(0, listedAtMost))
      lines.push(`      - ${revealInvisible(describeSource(source))}`);
    if (sources.length > listedAtMost) lines.push(`      … and ${sources.length - listedAtMost} more`);
  }
  lines.push(
    '    Your rules, the approval mode and --yes do not apply for the rest of this run; "always" is not offered.',
  );
  return `${lines.join('\n')}\n`;
}
