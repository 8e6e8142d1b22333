// Facts for the `ask --json` result line, folded from the run's own events: whether the final answer was cut off at
// the model's limit (`truncated`), and the server-reported token usage summed over the run's model calls (`usage`,
// only when every call was counted by the server: an estimate is never passed off as the server's figure).
import type { AgentEvent } from '../shared/agent-events';

export interface RunResultFacts {
  truncated: boolean;
  usage?: { promptTokens: number; completionTokens: number };
}

export function createRunResultFacts(): { observe: (event: AgentEvent) => void; facts: () => RunResultFacts } {
  let truncated = false;
  let promptTokens = 0;
  let completionTokens = 0;
  let counted = 0;
  let uncounted = 0;
  return {
    observe(event) {
      if (event.type !== 'message_end') return;
      truncated = event.finishReason === 'length';
      if (event.usage && !event.usage.estimated) {
        counted += 1;
        promptTokens += event.usage.promptTokens;
        completionTokens += event.usage.completionTokens;
      } else if (event.status === 'complete') uncounted += 1;
    },
    facts: () => ({
      truncated,
      ...(counted > 0 && uncounted === 0 ? { usage: { promptTokens, completionTokens } } : {}),
    }),
  };
}
