// Wraps a ModelClient so known secrets never pass through it in either direction: what is sent (history, tool results)
// and what comes back (text and reasoning deltas with a holdback buffer, the final text, reasoning, tool-call arguments
// and error messages). Tool-call arguments are redacted before the loop sees them, so the approval dialog, the args
// hash the approval is bound to and what the tool runs are all the same redacted text: a model cannot hand a key to a tool.
import type { SecretRedactor } from '../../shared/redaction/secret-redactor';
import type { ModelClient, ModelTurn } from './model-client';

export function createRedactingModelClient(inner: ModelClient, redactor: SecretRedactor): ModelClient {
  return {
    get model() {
      return inner.model;
    },
    async streamChat(request, callbacks) {
      const text = redactor.stream(callbacks.onTextDelta);
      const reasoning = redactor.stream(callbacks.onReasoningDelta);
      const turn = await inner.streamChat(redactor.redactDeep(request), {
        ...callbacks,
        onTextDelta: (delta) => text.push(delta),
        onReasoningDelta: (delta) => reasoning.push(delta),
      });
      // Flushed before the loop emits message_end: the held-back end of each stream is shown, redacted.
      text.flush();
      reasoning.flush();
      return redactTurn(turn, redactor);
    },
  };
}

function redactTurn(turn: ModelTurn, redactor: SecretRedactor): ModelTurn {
  const text = redactor.redactEnd(turn.text);
  const reasoning = redactor.redactEnd(turn.reasoning);
  if (turn.status === 'complete') {
    const toolCalls = turn.toolCalls.map((call) => ({
      ...call,
      name: redactor.redact(call.name),
      arguments: redactor.redact(call.arguments),
    }));
    return { ...turn, text, reasoning, toolCalls };
  }
  if (turn.status === 'error')
    return { ...turn, text, reasoning, error: { ...turn.error, message: redactor.redact(turn.error.message) } };
  return { ...turn, text, reasoning };
}
