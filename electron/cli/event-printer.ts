// Prints a run's events for people: the answer streams to stdout; reasoning, tool calls and errors go to stderr.
import type { AgentEvent } from '../shared/agent-events';
import type { CliIo } from './cli-io';

export function createEventPrinter(io: CliIo): (event: AgentEvent) => void {
  let midLine = false;
  return (event) => {
    // A sub-agent's text is for its parent model; the person sees its tool calls (stderr) and the parent's answer.
    if (event.parentRunId !== undefined && (event.type === 'text_delta' || event.type === 'message_end')) return;
    switch (event.type) {
      case 'text_delta':
        io.out(event.delta);
        midLine = !event.delta.endsWith('\n');
        break;
      case 'message_end':
        if (midLine) io.out('\n');
        midLine = false;
        if (event.status !== 'complete' && event.error) io.err(`[${event.status}] ${event.error}\n`);
        if (event.finishReason === 'length') io.err("[cut off at the model's limit]\n");
        break;
      case 'compaction':
        io.err(
          event.method === 'summary'
            ? `… ${event.folded} earlier messages summarized to fit the context window\n`
            : `… ${event.folded} earlier messages left out to fit the context window (summarizing failed)\n`,
        );
        break;
      case 'tool_call_start':
        io.err(`→ ${event.label} ${JSON.stringify(event.args)}\n`);
        break;
      case 'tool_call_end':
        io.err(
          `${event.ok ? '✓' : '✗'} ${event.name} (${event.durationMs} ms)${event.ok ? '' : `: ${event.content.split('\n')[0]?.slice(0, 200)}`}\n`,
        );
        break;
      case 'retry':
        io.err(`… retrying in ${Math.round(event.delayMs / 100) / 10} s (${event.reason})\n`);
        break;
      case 'notice':
        io.err(`hearth: ${event.message}\n`);
        break;
      case 'agent_end':
        if (event.error) io.err(`hearth: ${event.error.message}\n`);
        break;
      default:
        break;
    }
  };
}
