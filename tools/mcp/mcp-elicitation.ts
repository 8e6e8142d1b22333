// A server's request for input (MCP elicitation, form mode) answered through the run's own question path
// (ToolContext.ask: the CLI prompt, the chat window's question dialog): first whether to answer at all, then one
// question per field of the server's schema, its default offered. With nobody to ask (background runs) it is declined.
// The server's message and field texts are shown as the server's words: data, never instructions.
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

interface Field {
  name: string;
  type: string;
  title: string;
  required: boolean;
  choices?: string[];
  /** A multiple select's options (answered comma-separated). */
  multiple?: string[];
  default?: unknown;
}

function fieldsOf(schema: McpElicitRequest['requestedSchema']): Field[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, raw]) => {
    const spec = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    // Single select: enum or oneOf of consts; multiple select (array): the items' enum or anyOf of consts.
    const items = (spec.type === 'array' && typeof spec.items === 'object' ? spec.items : spec) as Record<
      string,
      unknown
    >;
    const consts = (list: unknown) =>
      Array.isArray(list) ? list.map((option) => String((option as { const?: unknown }).const)) : undefined;
    const options = Array.isArray(items.enum) ? items.enum.map(String) : (consts(items.oneOf) ?? consts(items.anyOf));
    const type = typeof spec.type === 'string' ? spec.type : 'string';
    return {
      name,
      type,
      title: [spec.title ?? name, spec.description].filter(Boolean).map(String).join(' — '),
      required: required.has(name),
      ...(type === 'boolean'
        ? { choices: ['true', 'false'] }
        : options && type !== 'array'
          ? { choices: options }
          : {}),
      ...(type === 'array' && options ? { multiple: options } : {}),
      ...('default' in spec ? { default: spec.default } : {}),
    };
  });
}

/** The answer text as the field's type; undefined when it does not fit (the question is asked again once). */
function convert(field: Field, text: string): string | number | boolean | string[] | undefined {
  if (field.type === 'array') {
    const picked = text
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '');
    return field.multiple && picked.every((part) => field.multiple?.includes(part)) ? picked : undefined;
  }
  if (field.type === 'boolean') return text === 'true' ? true : text === 'false' ? false : undefined;
  if (field.type === 'number' || field.type === 'integer') {
    const value = Number(text);
    if (text.trim() === '' || !Number.isFinite(value)) return undefined;
    return field.type === 'integer' && !Number.isInteger(value) ? undefined : value;
  }
  return field.choices && !field.choices.includes(text) ? undefined : text;
}

/** Elicitation answered by a person through `ask`; absent `ask` (nobody present), every request is declined. */
export function elicitThroughQuestions(ask: Ask | undefined): McpElicit {
  return async (request) => {
    if (!ask) return { action: 'decline' };
    const opening = await ask({
      text: `MCP server "${request.server}" asks for input. Its message (the server's words, not Hearth's): ${request.message}`,
      choices: [ANSWER, DECLINE, CANCEL],
    });
    if ('error' in opening || opening.answer === CANCEL) return { action: 'cancel' };
    if (opening.answer !== ANSWER) return { action: 'decline' };
    const content: McpElicitContent = {};
    for (const field of fieldsOf(request.requestedSchema)) {
      const hint =
        (field.multiple ? ` (one or more of ${field.multiple.join(', ')}, comma-separated)` : '') +
        (field.default !== undefined ? ` (default: ${String(field.default)})` : '');
      // A free-text field offers its default as a one-click answer (a dialog cannot send an empty one); an optional
      // field can be left empty.
      const offered = field.choices ?? (field.default !== undefined ? [String(field.default)] : []);
      const choices = field.required ? offered : [...offered, SKIP];
      const question = {
        text: `${request.server} — ${field.title}${field.required ? '' : ' (optional)'}${hint}`,
        ...(choices.length > 0 ? { choices } : {}),
      };
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
