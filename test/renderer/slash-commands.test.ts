// The slash palette's pure parts: when the composer's text is a slash query, how typing narrows the commands (name
// prefix first, then name or description containing it), and saved prompts' {{variables}} and the names they may take.
import { expect, it } from 'vitest';
import {
  fillPromptVariables,
  localDate,
  promptVariables,
  savedPromptProblem,
} from '../../electron/shared/saved-prompts';
import { matchSlashCommands, slashCommands, slashQuery } from '../../renderer/src/chat/slash/slash-commands';

const commands = slashCommands(
  [{ name: 'standup', text: 'Standup for {{date}}:\n{{notes}}' }],
  [{ server: 'ev', name: 'args-prompt', title: 'Arguments Prompt', arguments: [] }],
);

it('a slash query is a leading / and no space or new line', () => {
  expect(slashQuery('/')).toBe('');
  expect(slashQuery('/st')).toBe('st');
  expect(slashQuery('/st now')).toBeUndefined();
  expect(slashQuery('a /st')).toBeUndefined();
  expect(slashQuery('/st\n')).toBeUndefined();
});

it('narrows by name prefix first, then by name or description', () => {
  expect(commands.map((command) => command.name)).toEqual([
    'new',
    'model',
    'summarize',
    'export',
    'standup',
    'ev:args-prompt',
  ]);
  expect(
    matchSlashCommands(commands, 's')
      .map((command) => command.name)
      .slice(0, 2),
  ).toEqual(['summarize', 'standup']);
  expect(matchSlashCommands(commands, 'ARGS').map((command) => command.name)).toEqual(['ev:args-prompt']);
  expect(matchSlashCommands(commands, 'conversation').map((command) => command.name)).toEqual(['export']);
  expect(matchSlashCommands(commands, 'zzz')).toEqual([]);
  expect(commands.find((command) => command.name === 'standup')?.description).toBe('Standup for {{date}}:');
});

it('finds and fills {{variables}}; one without a value stays as written', () => {
  expect(promptVariables('{{date}} {{ notes }} {{date}} {{clipboard}}')).toEqual(['date', 'notes', 'clipboard']);
  expect(fillPromptVariables('On {{date}}: {{ notes }} {{other}}', { date: '2026-11-24', notes: 'done' })).toBe(
    'On 2026-11-24: done {{other}}',
  );
  expect(localDate(new Date(2026, 0, 5))).toBe('2026-01-05');
});

it('a saved prompt needs a free, well-formed name and a text', () => {
  const others = [{ name: 'standup', text: 'x' }];
  expect(savedPromptProblem({ name: 'haiku', text: 'A haiku' }, others)).toBeUndefined();
  expect(savedPromptProblem({ name: 'Standup', text: 'x' }, others)).toBe('Name: /standup is already a saved prompt');
  expect(savedPromptProblem({ name: 'export', text: 'x' }, others)).toBe('Name: /export is a built-in command');
  expect(savedPromptProblem({ name: 'two words', text: 'x' }, others)).toMatch(/^Name: use letters, digits/);
  expect(savedPromptProblem({ name: 'ok', text: '' }, others)).toMatch(/^Text: /);
});
