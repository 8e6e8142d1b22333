// The agent-loop bench scenario, carried in the user message so the fake server (another process) knows what to answer:
// `steps` echo tool calls, one per model turn, then a final text answer of `answerChars` characters in 4-char chunks.

export interface LoopScenario {
  steps: number;
  answerChars: number;
}

const PATTERN = /bench-scenario steps=(\d+) answer=(\d+)/;

export function scenarioMessage(scenario: LoopScenario): string {
  return `bench-scenario steps=${scenario.steps} answer=${scenario.answerChars}`;
}

export function parseScenario(text: string): LoopScenario | undefined {
  const match = PATTERN.exec(text);
  if (!match) return undefined;
  return { steps: Number(match[1]), answerChars: Number(match[2]) };
}

/** Deterministic answer text of the given length (words and spaces, like prose). */
export function answerText(chars: number): string {
  const words = 'the quick brown fox jumps over a lazy dog while hearth keeps streaming tokens ';
  return words.repeat(Math.ceil(chars / words.length)).slice(0, chars);
}
