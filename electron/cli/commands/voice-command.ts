// `transcribe FILE [--json]` prints an audio file's transcript; `speak ID [--out FILE]` writes the last answer of a
// conversation as audio; `transcribedPrompt` turns `ask --audio FILE` into its prompt. Each failure: one line, exit 1.
import { writeFile } from 'node:fs/promises';
import type { HearthRuntime } from '../../runtime/create-runtime';
import type { VoiceService } from '../../runtime/voice/voice-service';
import { exitCodes, type CliIo } from '../cli-io';

export interface VoiceCommandDeps {
  voice: VoiceService;
  io: CliIo;
  json: boolean;
  signal: AbortSignal;
}

const fail = (io: CliIo, message: string) => {
  io.err(`hearth: ${message}\n`);
  return exitCodes.failed;
};

export async function runTranscribeCommand(file: string, deps: VoiceCommandDeps): Promise<number> {
  const result = await deps.voice.transcribeFile(file, deps.signal);
  if (!result.ok) return fail(deps.io, result.error);
  if (deps.json) deps.io.jsonLine({ type: 'transcript', text: result.text, format: result.format });
  else deps.io.out(`${result.text}\n`);
  return exitCodes.ok;
}

/** The prompt `ask --audio FILE` sends: the file's transcript (shown on stderr first), or undefined after an error. */
export async function transcribedPrompt(file: string, deps: VoiceCommandDeps): Promise<string | undefined> {
  const result = await deps.voice.transcribeFile(file, deps.signal);
  if (!result.ok) {
    fail(deps.io, result.error);
    return undefined;
  }
  if (deps.json) deps.io.jsonLine({ type: 'transcript', text: result.text, format: result.format });
  else deps.io.err(`transcript: ${result.text}\n`);
  return result.text;
}

export async function runSpeakCommand(
  conversationId: string,
  deps: VoiceCommandDeps & { runtime: HearthRuntime; out?: string },
): Promise<number> {
  if (!deps.runtime.conversations.get(conversationId)) {
    deps.io.err(`hearth: no conversation with ID '${conversationId}' (it may have been deleted)\n`);
    return exitCodes.usage;
  }
  const answer = deps.runtime.conversations
    .listMessages(conversationId)
    .filter((message) => message.role === 'assistant' && message.content.trim() !== '')
    .at(-1);
  if (!answer) return fail(deps.io, `conversation '${conversationId}' has no answer to read aloud yet`);
  const spoken = await deps.voice.speak(answer.content, deps.signal);
  if (!spoken.ok) return fail(deps.io, spoken.error);
  const out = deps.out ?? `hearth-${conversationId.slice(0, 8)}.${spoken.format}`;
  try {
    await writeFile(out, spoken.audio);
  } catch (error) {
    return fail(deps.io, `cannot write ${out}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  if (deps.json)
    deps.io.jsonLine({
      type: 'speech',
      file: out,
      format: spoken.format,
      bytes: spoken.audio.length,
      text: spoken.text,
    });
  else deps.io.out(`${out}\n`);
  return exitCodes.ok;
}
