// Deterministic content for the rendering bench: an 80,000-character markdown answer (headings, paragraphs, lists,
// fenced code in several languages, tables, links) split into 4-character tokens, and a 10,000-message conversation.
import type { MessageView } from '../../electron/shared/contract';

const LANGUAGES = ['ts', 'python', 'bash', 'json'];

function codeSample(language: string, i: number): string {
  if (language === 'python')
    return `def step_${i}(values):\n    total = sum(v * ${i} for v in values)\n    return {"step": ${i}, "total": total}\n`;
  if (language === 'bash') return `for f in data/part-${i}/*.csv; do\n  wc -l "$f" | tee -a counts-${i}.txt\ndone\n`;
  if (language === 'json') return `{\n  "step": ${i},\n  "enabled": true,\n  "tags": ["bench", "render", "s${i}"]\n}\n`;
  return `export function step${i}(input: number[]): number {\n  const doubled = input.map((value) => value * 2);\n  return doubled.reduce((sum, value) => sum + value, ${i});\n}\n`;
}

function section(i: number): string {
  const language = LANGUAGES[i % LANGUAGES.length] as string;
  return [
    `## Section ${i}: streaming notes`,
    '',
    `This paragraph explains step ${i} with **bold words**, some \`inline code\`, and a [reference link](https://example.com/docs/${i}). ` +
      'It is long enough to wrap over several lines in the chat view, the way real answers from a model usually are, and it keeps going a little.',
    '',
    `- first point about step ${i}, with a short explanation`,
    `- second point, mentioning \`config.value_${i}\``,
    '- third point that closes the list',
    '',
    `\`\`\`${language}`,
    codeSample(language, i) + '```',
    '',
    '| Name | Value | Note |',
    '|---|---|---|',
    `| alpha ${i} | ${i * 3} | fine |`,
    `| beta ${i} | ${i * 7} | check |`,
    '',
    `A closing paragraph for section ${i}, so that blocks of every kind follow each other as they would in a long answer.`,
    '',
    '',
  ].join('\n');
}

export function benchAnswer(chars: number): string {
  let text = '# A long answer\n\n';
  for (let i = 1; text.length < chars; i += 1) text += section(i);
  return text.slice(0, chars);
}

export function tokensOf(text: string, size: number): string[] {
  const tokens: string[] = [];
  for (let i = 0; i < text.length; i += size) tokens.push(text.slice(i, i + size));
  return tokens;
}

/** A stored conversation of `count` messages, alternating user and assistant (markdown, some with code, with details). */
export function longConversation(count: number): MessageView[] {
  const messages: MessageView[] = [];
  for (let i = 0; i < count; i += 1) {
    const user = i % 2 === 0;
    const content = user
      ? `Question ${i}: could you explain how step ${i} works and what it returns?`
      : `Step ${i - 1} takes a list of numbers and **doubles** each one.\n\n- it keeps the order\n- it adds \`${i}\` at the end\n\n` +
        (i % 6 === 1 ? `\`\`\`ts\nconst result = step${i}([1, 2, 3]);\n\`\`\`\n` : 'That is all it does.');
    messages.push({
      id: `m${i}`,
      seq: i,
      role: user ? 'user' : 'assistant',
      content,
      status: 'complete',
      createdAt: i * 1_000,
      // What a stored answer carries (run-persistence): why it stopped, its token usage and the context window.
      ...(user
        ? {}
        : {
            details: {
              finishReason: 'stop',
              usage: { promptTokens: 900 + i, completionTokens: 60, estimated: false },
              contextTokens: 128_000,
            },
          }),
    });
  }
  return messages;
}
