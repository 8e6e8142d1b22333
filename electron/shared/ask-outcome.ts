// Why a person's answer did not come (issue 39): the model's tool result and `--json`'s `tool_call_end.errorType` name
// which of these happened, never "declined" for a question nobody could see. Also the abort reason of an app closing.
export const unansweredKinds = ['denied', 'cancelled', 'no_one_to_ask', 'timed_out', 'app_closed'] as const;
export type UnansweredKind = (typeof unansweredKinds)[number];

/** The abort reason a run's signal carries when Hearth closes under it (session.abortAll at quit). */
export const APP_CLOSED = 'app_closed';

export function isUnansweredKind(value: unknown): value is UnansweredKind {
  return typeof value === 'string' && (unansweredKinds as readonly string[]).includes(value);
}

/** An aborted wait: the app closed, or someone stopped the run (the person cancelled). */
export function abortedKind(signal: AbortSignal): 'app_closed' | 'cancelled' {
  return signal.reason === APP_CLOSED ? 'app_closed' : 'cancelled';
}

/** What the model reads when a question to the person got no answer. */
export const unansweredQuestion: Record<UnansweredKind, string> = {
  denied: 'The user declined to answer.',
  cancelled: 'The question was cancelled before the user answered.',
  no_one_to_ask:
    'Nobody could be asked: no person is present to answer (no interactive terminal, or a background run).',
  timed_out: 'The user did not answer in time.',
  app_closed: 'Hearth was closed while the question was waiting, so nobody answered it.',
};
