// Child-process entry: runs the test fake LLM server (test/support) answering bench scenarios, so the server's own
// work does not run on the measured process. Prints {"url": …} on stdout once listening; exits when stdin closes.
import type { RecordedRequest, ScriptStep } from '../../test/support/fake-llm-server';
import { startFakeLlmServer } from '../../test/support/fake-llm-server';
import { answerText, parseScenario } from './bench-scenario';
import { soakAnswer } from './soak-scenario';

function textOf(message: unknown): string {
  const content = (message as { content?: unknown } | undefined)?.content;
  return typeof content === 'string' ? content : '';
}

function answer(request: RecordedRequest): ScriptStep {
  const soak = soakAnswer(request.messages as { role?: string; content?: unknown }[]);
  if (soak) return soak;
  const user = request.messages.find((message: { role?: string }) => message.role === 'user');
  const scenario = parseScenario(textOf(user));
  if (!scenario) return { kind: 'text', text: 'no bench scenario in the user message' };
  const done = request.messages.filter((message: { role?: string }) => message.role === 'tool').length;
  if (done < scenario.steps) {
    return { kind: 'tool_calls', calls: [{ name: 'echo', arguments: { text: `step ${done + 1}` } }] };
  }
  return { kind: 'text', text: answerText(scenario.answerChars), chunkSize: 4 };
}

const server = await startFakeLlmServer({ fallback: { kind: 'handler', handle: answer } });
// The server records every request; the bench makes thousands, so drop them as they come.
setInterval(() => server.reset(), 1_000).unref();
process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
process.stdin.resume();
process.stdin.on('end', () => void server.close().finally(() => process.exit(0)));
