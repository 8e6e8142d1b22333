// A small made-up conversation the chat window draws once, hidden, before anyone opens one (RenderWarmUp.tsx): a
// question, a short markdown answer with a list, inline and fenced code, a link and a table, and a long answer.
import type { ConversationView } from '../stores/conversation-types';
import { ROW_PER_BLOCK_CHARS } from '../markdown/Markdown';

const shortAnswer = [
  'Here is how it works, in **three** steps:',
  '',
  '1. read the `input` file',
  '2. keep the lines that *match*',
  '3. write them to [the report](https://example.invalid/report)',
  '',
  '```ts',
  "const lines = readFileSync('input.txt', 'utf8').split('\\n');",
  "const kept = lines.filter((line) => line.includes('match'));",
  '```',
  '',
  '| step | time |',
  '| --- | --- |',
  '| read | 2 ms |',
  '| write | 1 ms |',
  '',
  '> That is all it does.',
].join('\n');

/** Paragraphs until the answer is long enough to be drawn one row per block, as long answers are. */
function longAnswer(): string {
  const paragraph = (index: number) =>
    `Part ${index} goes over one more detail of the report, with \`code\`, **emphasis** and a short list:\n\n- first point\n- second point`;
  let text = paragraph(1);
  for (let index = 2; text.length < ROW_PER_BLOCK_CHARS + 200; index += 1) text += `\n\n${paragraph(index)}`;
  return text;
}

export function warmUpSampleView(): ConversationView {
  return {
    items: [
      { kind: 'user', id: 'warm-up-question', text: 'How does the report script work?' },
      {
        kind: 'assistant',
        id: 'warm-up-answer',
        text: shortAnswer,
        reasoning: '',
        status: 'complete',
        toolCallIds: [],
      },
      { kind: 'user', id: 'warm-up-follow-up', text: 'And in more detail?' },
      {
        kind: 'assistant',
        id: 'warm-up-long-answer',
        text: longAnswer(),
        reasoning: '',
        status: 'complete',
        toolCallIds: [],
      },
    ],
    tools: {},
  };
}
