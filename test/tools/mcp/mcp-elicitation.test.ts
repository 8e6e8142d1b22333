// MCP elicitation against the real server-everything (its trigger-elicitation-request tool, offered only to clients
// that declare elicitation) through the real runtime: the request reaches the person as the run's questions (the
// server's message labelled as its words), answers are typed, empty answers take the schema's defaults; "Decline" and
// runs with nobody to ask (background) decline.
import { afterAll, afterEach, expect, it } from 'vitest';
import type { ApprovalResponse, Prompter } from '../../../electron/agent/approvals/prompter';
import { createHearthRuntime, type HearthRuntime } from '../../../electron/runtime/create-runtime';
import { createSessionSecretStore } from '../../../electron/secrets/session-secret-store';
import type { ApprovalRequest } from '../../../electron/shared/agent-events';
import { formAnswerText, type ElicitationFormAnswer } from '../../../electron/shared/elicitation-form';
import { elicitThroughQuestions } from '../../../tools/mcp/mcp-elicitation';
import { createTempDirs } from '../../support/temp-dir';
import { everythingServer } from './mcp-test-support';

const temp = createTempDirs();
const runtimes: HearthRuntime[] = [];
afterEach(async () => {
  await Promise.all(runtimes.splice(0).map((runtime) => runtime.close()));
});
afterAll(() => temp.cleanup());

/** Allows the call; answers each question with the first answer whose key occurs in the question text. */
function personAnswering(answers: [string, string][]): Prompter & { questions: string[] } {
  const questions: string[] = [];
  return {
    questions,
    ask: async (request: ApprovalRequest): Promise<ApprovalResponse> => {
      if (!request.question) return { decision: 'allow', argsHash: request.argsHash };
      questions.push(request.question.text);
      const found = answers.find(([key]) => request.question?.text.includes(key));
      return { decision: 'allow', argsHash: request.argsHash, answer: found ? found[1] : '' };
    },
  };
}

async function runtimeWithEverything(): Promise<HearthRuntime> {
  const dataDir = temp.make('mcp-elicit');
  const runtime = await createHearthRuntime({
    dataDir,
    env: { PATH: process.env.PATH, HOME: dataDir },
    platform: process.platform,
    secretStore: createSessionSecretStore(),
  });
  runtimes.push(runtime);
  const written = await runtime.setSetting('mcp.servers.ev', { command: process.execPath, args: [everythingServer] });
  expect(written.ok).toBe(true);
  return runtime;
}

it('asks the person field by field; typed answers and defaults reach the server', async () => {
  const runtime = await runtimeWithEverything();
  const person = personAnswering([
    ['asks for input', 'Answer'],
    ['Your full, legal name', 'Ada Lovelace'],
    ['Agree to the terms', 'true'],
    ['Favorite number', '7'],
    ['favorite instruments', 'Piano, Violin'],
  ]);
  const result = await runtime.callTool('ev__trigger-elicitation-request', '{}', {
    prompter: person,
    signal: new AbortController().signal,
  });
  const text = JSON.stringify(result);
  expect(text).toContain('User provided the requested information');
  expect(text).toContain('- Name: Ada Lovelace');
  expect(text).toContain('- Agreed to terms: true');
  expect(text).toContain('- Favorite Number: 7');
  expect(text).toContain('- Favorite Integer: 42'); // left empty: the schema's default
  expect(text).toMatch(/untitledMultipleSelectEnum[^\]]*Piano[^\]]*Violin/);
  expect(person.questions[0]).toBe(
    'MCP server "ev" asks for input. Its message (the server\'s words, not Hearth\'s): Please provide inputs for the following fields:',
  );
  expect(person.questions.some((question) => question.includes('(default: 42)'))).toBe(true);
}, 60_000);

it('"Decline" declines; with nobody to ask the request is declined without a question', async () => {
  const runtime = await runtimeWithEverything();
  const person = personAnswering([['asks for input', 'Decline']]);
  const declined = await runtime.callTool('ev__trigger-elicitation-request', '{}', {
    prompter: person,
    signal: new AbortController().signal,
  });
  expect(JSON.stringify(declined)).toContain('User declined to provide the requested information');
  expect(person.questions).toHaveLength(1);

  const nobody = elicitThroughQuestions(undefined);
  expect(await nobody({ server: 'ev', message: 'Your password?', requestedSchema: {} })).toEqual({
    action: 'cancel',
  });
}, 60_000);

/** A window's person: allows the call and answers the form whole; keeps the form it was shown. */
function personFillingTheForm(answer: ElicitationFormAnswer): Prompter & { forms: ApprovalRequest['question'][] } {
  const forms: ApprovalRequest['question'][] = [];
  return {
    forms,
    ask: async (request: ApprovalRequest): Promise<ApprovalResponse> => {
      if (!request.question) return { decision: 'allow', argsHash: request.argsHash };
      forms.push(request.question);
      return { decision: 'allow', argsHash: request.argsHash, answer: formAnswerText(answer) };
    },
  };
}

it('a window answers the whole form at once: the fields come from the schema, the values reach the server', async () => {
  const runtime = await runtimeWithEverything();
  const person = personFillingTheForm({
    elicitation: 'accept',
    content: { name: 'Grace Hopper', check: true, integer: 9, untitledMultipleSelectEnum: ['Guitar'] },
  });
  const result = await runtime.callTool('ev__trigger-elicitation-request', '{}', {
    prompter: person,
    signal: new AbortController().signal,
  });
  const text = JSON.stringify(result);
  expect(text).toContain('User provided the requested information');
  expect(text).toContain('- Name: Grace Hopper');
  expect(text).toContain('- Favorite Integer: 9');
  expect(person.forms).toHaveLength(1); // one form, no field-by-field questions after it
  const form = person.forms[0]?.form;
  expect(form?.server).toBe('ev');
  expect(form?.fields.find((field) => field.name === 'name')).toMatchObject({ kind: 'string', required: true });
  expect(form?.fields.find((field) => field.name === 'integer')).toMatchObject({ kind: 'integer', default: 42 });
  expect(form?.fields.find((field) => field.name === 'untitledMultipleSelectEnum')?.kind).toBe('multi');
}, 60_000);

it('a form answer that does not fit the schema is never passed on: the request is cancelled', async () => {
  const runtime = await runtimeWithEverything();
  const person = personFillingTheForm({ elicitation: 'accept', content: { integer: 'many' } });
  const result = await runtime.callTool('ev__trigger-elicitation-request', '{}', {
    prompter: person,
    signal: new AbortController().signal,
  });
  expect(JSON.stringify(result)).toContain('User cancelled');
  const declined = await runtime.callTool('ev__trigger-elicitation-request', '{}', {
    prompter: personFillingTheForm({ elicitation: 'decline' }),
    signal: new AbortController().signal,
  });
  expect(JSON.stringify(declined)).toContain('User declined to provide the requested information');
}, 60_000);
