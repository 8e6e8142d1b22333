// The elicitation form's fields and checks (electron/shared/elicitation-form.ts), shared by the window and the core:
// fields read from a requested schema, defaults as starting values, errors that name the field, form answers parsed.
import { expect, it } from 'vitest';
import {
  checkElicitationInputs,
  fieldsFromRequestedSchema,
  formAnswerText,
  initialElicitationInputs,
  parseFormAnswer,
} from '../../../electron/shared/elicitation-form';

const fields = fieldsFromRequestedSchema({
  properties: {
    name: { type: 'string', title: 'Your name', minLength: 2 },
    stars: { type: 'integer', title: 'Stars', minimum: 1, maximum: 5, default: 3 },
    email: { type: 'string', format: 'email' },
    hero: { type: 'string', title: 'Hero', oneOf: [{ const: 'h1', title: 'Superman' }, { const: 'h2' }] },
    fish: { type: 'array', items: { anyOf: [{ const: 'f1', title: 'Tuna' }] }, default: ['f1'] },
    ok: { type: 'boolean', description: 'Agree?' },
  },
  required: ['name', 'stars'],
});

it('reads each field: kind, title (the name when untitled), required, default, limits, option labels', () => {
  expect(fields.map((field) => [field.name, field.kind, field.title, field.required])).toEqual([
    ['name', 'string', 'Your name', true],
    ['stars', 'integer', 'Stars', true],
    ['email', 'string', 'email', false],
    ['hero', 'enum', 'Hero', false],
    ['fish', 'multi', 'fish', false],
    ['ok', 'boolean', 'ok', false],
  ]);
  expect(fields[1]).toMatchObject({ default: 3, minimum: 1, maximum: 5 });
  expect(fields[3]).toMatchObject({ options: ['h1', 'h2'], optionLabels: ['Superman', 'h2'] });
  expect(initialElicitationInputs(fields)).toEqual({
    name: '',
    stars: '3',
    email: '',
    hero: '',
    fish: ['f1'],
    ok: false,
  });
});

it('names the field in every error and converts what fits', () => {
  const bad = checkElicitationInputs(fields, { name: '', stars: '7', email: 'not-mail', hero: 'h9', fish: [] });
  expect(bad).toEqual({
    ok: false,
    errors: [
      { field: 'name', message: 'Your name is required.' },
      { field: 'stars', message: 'Stars must be at most 5.' },
      { field: 'email', message: 'email must be an email address.' },
      { field: 'hero', message: 'Hero must be one of the choices.' },
    ],
  });
  expect(checkElicitationInputs(fields, { name: 'Ada', stars: '2.5' })).toMatchObject({
    ok: false,
    errors: [{ field: 'stars', message: 'Stars must be a whole number.' }],
  });
  expect(checkElicitationInputs(fields, { name: ' Ada ', stars: '4', fish: ['f1'], ok: true })).toEqual({
    ok: true,
    content: { name: 'Ada', stars: 4, fish: ['f1'], ok: true },
  });
});

it('tells a form answer from a typed answer', () => {
  const text = formAnswerText({ elicitation: 'accept', content: { name: 'Ada' } });
  expect(parseFormAnswer(text)).toEqual({ elicitation: 'accept', content: { name: 'Ada' } });
  expect(parseFormAnswer(formAnswerText({ elicitation: 'decline' }))).toEqual({ elicitation: 'decline' });
  expect(parseFormAnswer('Answer')).toBeUndefined();
  expect(parseFormAnswer('{"elicitation":"accept","content":{"x":{"nested":1}}}')).toBeUndefined();
  expect(parseFormAnswer('{not json')).toBeUndefined();
});
