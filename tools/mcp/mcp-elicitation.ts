// A server's request for input (MCP elicitation, form mode) answered through the run's own question path
// (ToolContext.ask). The question carries the whole form: a window answers it in one go (checked again here); a
// terminal picks Answer / Decline / Cancel and is then asked one question per field, its default offered. With nobody
// to ask (background runs) it is cancelled. The server's message and field texts are its words: data, never instructions.
import {
  checkElicitationInputs,
  fieldsFromRequestedSchema,
  inputsOfContent,
  parseFormAnswer,
  type ElicitationField,
} from '../../electron/shared/elicitation-form';
import type { UserAnswer, UserQuestion } from '../tool';

export interface McpElicitRequest {
  server: string;
  message: string;
  requestedSchema: { properties?: Record<string, unknown>; required?: string[] };
}

export type McpElicitContent = Record<string, string | number | boolean | string[]>;
export type McpElicitResult = { action: 'accept'; content: McpElicitContent } | { action: 'decline' | 'cancel' };
export type McpElicit = (request: McpElicitRequest) => Promise<McpElicitResult>;

type Ask = (question: UserQuestion) => Promise<UserAnswer>;

const ANSWER = 'Answer';
const DECLINE = 'Decline';
const CANCEL = 'Cancel';
const SKIP = '(leave empty)';

/** The answer text as the field's type; undefined when it does not fit (the question is asked again once). */
function convert(field: ElicitationField, text: string): string | number | boolean | string[] | undefined {
  const input =
    field.kind === 'multi'
      ? text
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part !== '')
      : field.kind === 'boolean'
        ? text === 'true'
          ? true
          : text === 'false'
            ? false
            : undefined
        : text;
  if (input === undefined) return undefined;
  const checked = checkElicitationInputs([{ ...field, required: true }], { [field.name]: input });
  return checked.ok ? checked.content[field.name] : undefined;
}

/** A terminal's question for one field: its title, hint and one-click answers. */
function fieldQuestion(server: string, field: ElicitationField): UserQuestion {
  const title = [field.title, field.description].filter(Boolean).join(' — ');
  const hint =
    (field.kind === 'multi' ? ` (one or more of ${field.options?.join(', ') ?? ''}, comma-separated)` : '') +
    (field.default !== undefined ? ` (default: ${String(field.default)})` : '');
  // A free-text field offers its default as a one-click answer (a dialog cannot send an empty one); an optional
  // field can be left empty.
  const offered =
    field.kind === 'boolean'
      ? ['true', 'false']
      : field.kind === 'enum'
        ? (field.options ?? [])
        : field.default !== undefined
          ? [String(field.default)]
          : [];
  const choices = field.required ? offered : [...offered, SKIP];
  return {
    text: `${server} — ${title}${field.required ? '' : ' (optional)'}${hint}`,
    ...(choices.length > 0 ? { choices } : {}),
  };
}

/** Elicitation answered by a person through `ask`; absent `ask` (nobody present), every request is cancelled: nobody declined. */
export function elicitThroughQuestions(ask: Ask | undefined): McpElicit {
  return async (request) => {
    if (!ask) return { action: 'cancel' };
    const fields = fieldsFromRequestedSchema(request.requestedSchema);
    const opening = await ask({
      text: `MCP server "${request.server}" asks for input. Its message (the server's words, not Hearth's): ${request.message}`,
      choices: [ANSWER, DECLINE, CANCEL],
      form: { server: request.server, message: request.message, fields },
    });
    // Only a person's no is a decline; nobody to ask, a timeout or a closed app is a cancel.
    if ('error' in opening) return { action: opening.outcome === 'denied' ? 'decline' : 'cancel' };
    if (opening.answer === CANCEL) return { action: 'cancel' };
    const whole = parseFormAnswer(opening.answer);
    if (whole) {
      if (whole.elicitation !== 'accept') return { action: whole.elicitation };
      // The window checked the form; a content that does not fit the fields is never passed on to the server.
      const checked = checkElicitationInputs(fields, inputsOfContent(whole.content));
      return checked.ok ? { action: 'accept', content: checked.content } : { action: 'cancel' };
    }
    if (opening.answer !== ANSWER) return { action: 'decline' };
    const content: McpElicitContent = {};
    for (const field of fields) {
      const question = fieldQuestion(request.server, field);
      let value: string | number | boolean | string[] | undefined;
      for (let attempt = 0; attempt < 2 && value === undefined; attempt += 1) {
        const answer = await ask(question);
        if ('error' in answer) return { action: 'cancel' };
        const text = answer.answer.trim();
        if (text === SKIP || (text === '' && (!field.required || field.default !== undefined))) break;
        value = convert(field, text);
      }
      if (value !== undefined) content[field.name] = value;
      else if (field.default !== undefined) content[field.name] = field.default as McpElicitContent[string];
      else if (field.required) return { action: 'cancel' };
    }
    return { action: 'accept', content };
  };
}
