// An MCP server's request for input (elicitation, form mode) as one form: its fields read from the requested schema,
// the answer a person gives to it (accept with values, decline, cancel) as the text the question channel carries, and
// the validation both the window (before sending) and the core (on receipt) apply, naming the field in each error.
import { z } from 'zod';
import type { Ok, Fail } from './result';

export const elicitationFieldSchema = z.lazy(() =>
  z.object({
    name: z.string(),
    kind: z.enum(['string', 'number', 'integer', 'boolean', 'enum', 'multi']),
    title: z.string(),
    description: z.string().optional(),
    required: z.boolean(),
    /** enum: one of these; multi: any of these. */
    options: z.array(z.string()).optional(),
    /** What each option is called on screen (oneOf/anyOf titles, legacy enumNames), parallel to `options`. */
    optionLabels: z.array(z.string()).optional(),
    default: z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]).optional(),
    minimum: z.number().optional(),
    maximum: z.number().optional(),
    minLength: z.number().optional(),
    maxLength: z.number().optional(),
    /** string formats the form checks: email, uri, date, date-time. */
    format: z.string().optional(),
  }),
);
export type ElicitationField = z.infer<typeof elicitationFieldSchema>;

export const elicitationFormSchema = z.lazy(() =>
  z.object({
    /** The MCP server that asks (the dialog is titled with it). */
    server: z.string(),
    /** The server's message: its words, shown as data. */
    message: z.string(),
    fields: z.array(elicitationFieldSchema),
  }),
);
export type ElicitationForm = z.infer<typeof elicitationFormSchema>;

export type ElicitationValue = string | number | boolean | string[];
export type ElicitationContent = Record<string, ElicitationValue>;

/** What the person did with the form, as sent back through the question channel. */
export type ElicitationFormAnswer =
  { elicitation: 'accept'; content: ElicitationContent } | { elicitation: 'decline' | 'cancel' };

const formAnswerSchema = z.lazy(() =>
  z.union([
    z
      .object({
        elicitation: z.literal('accept'),
        content: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.string())])),
      })
      .strict(),
    z.object({ elicitation: z.enum(['decline', 'cancel']) }).strict(),
  ]),
);

export function formAnswerText(answer: ElicitationFormAnswer): string {
  return JSON.stringify(answer);
}

/** The form answer carried by a question's answer text; undefined for any other answer (a typed or picked one). */
export function parseFormAnswer(text: string): ElicitationFormAnswer | undefined {
  if (!text.startsWith('{')) return undefined;
  try {
    const parsed = formAnswerSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const numberOr = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);
const constsOf = (list: unknown): string[] | undefined =>
  Array.isArray(list) ? list.map((option) => String(asRecord(option).const)) : undefined;

const labelsOf = (list: unknown): string[] | undefined =>
  Array.isArray(list)
    ? list.map((option) => {
        const entry = asRecord(option);
        return typeof entry.title === 'string' ? entry.title : String(entry.const);
      })
    : undefined;
const stringsOf = (list: unknown): string[] | undefined =>
  Array.isArray(list) && list.every((item) => typeof item === 'string') ? list : undefined;

/** The fields of an elicitation's requested schema (a flat object of primitive properties, per the MCP spec). */
export function fieldsFromRequestedSchema(schema: {
  properties?: Record<string, unknown>;
  required?: string[];
}): ElicitationField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, raw]) => {
    const spec = asRecord(raw);
    const type = typeof spec.type === 'string' ? spec.type : 'string';
    const items = type === 'array' ? asRecord(spec.items) : spec;
    // Single select: enum or oneOf of consts; multiple select (array): the items' enum or anyOf of consts.
    const options = Array.isArray(items.enum)
      ? items.enum.map(String)
      : (constsOf(items.oneOf) ?? constsOf(items.anyOf));
    const kind: ElicitationField['kind'] =
      type === 'array'
        ? 'multi'
        : options
          ? 'enum'
          : type === 'boolean' || type === 'number' || type === 'integer'
            ? type
            : 'string';
    const parsedDefault = elicitationFieldSchema.unwrap().shape.default.safeParse(spec.default);
    const field: ElicitationField = {
      name,
      kind,
      title: typeof spec.title === 'string' && spec.title.trim() !== '' ? spec.title : name,
      required: required.has(name),
    };
    if (typeof spec.description === 'string' && spec.description !== '') field.description = spec.description;
    if (options) field.options = options;
    const labels = labelsOf(items.oneOf) ?? labelsOf(items.anyOf) ?? stringsOf(items.enumNames);
    if (options && labels && labels.length === options.length) field.optionLabels = labels;
    if (spec.default !== undefined && parsedDefault.success && parsedDefault.data !== undefined)
      field.default = parsedDefault.data;
    const minimum = numberOr(spec.minimum);
    const maximum = numberOr(spec.maximum);
    const minLength = numberOr(spec.minLength) ?? numberOr(spec.minItems);
    const maxLength = numberOr(spec.maxLength) ?? numberOr(spec.maxItems);
    if (minimum !== undefined) field.minimum = minimum;
    if (maximum !== undefined) field.maximum = maximum;
    if (minLength !== undefined) field.minLength = minLength;
    if (maxLength !== undefined) field.maxLength = maxLength;
    if (typeof spec.format === 'string') field.format = spec.format;
    return field;
  });
}

/** What a form control holds before it is checked: text for text and number inputs, a flag, or picked options. */
export type ElicitationInput = string | boolean | string[];

export type ElicitationCheck =
  Ok<{ content: ElicitationContent }> | Fail<{ errors: { field: string; message: string }[] }>;

const formatChecks: Record<string, { test: (text: string) => boolean; says: string }> = {
  email: { test: (text) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text), says: 'an email address' },
  uri: { test: (text) => URL.canParse(text), says: 'a full web address (https://…)' },
  date: { test: (text) => /^\d{4}-\d{2}-\d{2}$/.test(text), says: 'a date (YYYY-MM-DD)' },
  'date-time': { test: (text) => !Number.isNaN(Date.parse(text)), says: 'a date and time' },
};

type FieldCheck = { value: ElicitationValue } | { empty: true } | { error: string };

function checkField(field: ElicitationField, input: ElicitationInput | undefined): FieldCheck {
  const error = (message: string): FieldCheck => ({ error: `${field.title} ${message}` });
  const empty: FieldCheck = { empty: true };
  if (field.kind === 'boolean') return typeof input === 'boolean' ? { value: input } : empty;
  if (field.kind === 'multi') {
    const picked = Array.isArray(input) ? input : [];
    if (picked.length === 0) return field.required ? error('needs at least one choice.') : empty;
    if (field.options && picked.some((option) => !field.options?.includes(option)))
      return error(`accepts only: ${field.options.join(', ')}.`);
    if (field.minLength !== undefined && picked.length < field.minLength)
      return error(`needs at least ${field.minLength} choices.`);
    if (field.maxLength !== undefined && picked.length > field.maxLength)
      return error(`takes at most ${field.maxLength} choices.`);
    return { value: picked };
  }
  const text = typeof input === 'string' ? input.trim() : '';
  if (text === '') return field.required ? error('is required.') : empty;
  if (field.kind === 'enum')
    return field.options?.includes(text) ? { value: text } : error('must be one of the choices.');
  if (field.kind === 'number' || field.kind === 'integer') {
    const value = Number(text);
    if (!Number.isFinite(value)) return error('must be a number.');
    if (field.kind === 'integer' && !Number.isInteger(value)) return error('must be a whole number.');
    if (field.minimum !== undefined && value < field.minimum) return error(`must be at least ${field.minimum}.`);
    if (field.maximum !== undefined && value > field.maximum) return error(`must be at most ${field.maximum}.`);
    return { value };
  }
  if (field.minLength !== undefined && text.length < field.minLength)
    return error(`needs at least ${field.minLength} characters.`);
  if (field.maxLength !== undefined && text.length > field.maxLength)
    return error(`takes at most ${field.maxLength} characters.`);
  const format = field.format ? formatChecks[field.format] : undefined;
  if (format && !format.test(text)) return error(`must be ${format.says}.`);
  return { value: text };
}

/** Checks a filled-in form against its fields; every problem names its field. */
export function checkElicitationInputs(
  fields: ElicitationField[],
  inputs: Record<string, ElicitationInput | undefined>,
): ElicitationCheck {
  const content: ElicitationContent = {};
  const errors: { field: string; message: string }[] = [];
  for (const field of fields) {
    const checked = checkField(field, inputs[field.name]);
    if ('error' in checked) errors.push({ field: field.name, message: checked.error });
    else if ('value' in checked) content[field.name] = checked.value;
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, content };
}

/** The controls' starting values: each field's default, else empty. */
export function initialElicitationInputs(fields: ElicitationField[]): Record<string, ElicitationInput> {
  return Object.fromEntries(
    fields.map((field): [string, ElicitationInput] => {
      const value = field.default;
      if (field.kind === 'boolean') return [field.name, value === true];
      if (field.kind === 'multi') return [field.name, Array.isArray(value) ? value : []];
      return [field.name, value === undefined || Array.isArray(value) ? '' : String(value)];
    }),
  );
}

/** An accepted content received from a window, as the form's inputs (to check it again in the core). */
export function inputsOfContent(content: ElicitationContent): Record<string, ElicitationInput> {
  return Object.fromEntries(
    Object.entries(content).map(([name, value]): [string, ElicitationInput] => [
      name,
      typeof value === 'number' ? String(value) : value,
    ]),
  );
}
