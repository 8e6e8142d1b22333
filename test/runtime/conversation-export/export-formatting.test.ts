// The export's pure pieces: fences that survive backticks, an unclosed fence closed, code blocks found for the HTML
// page, escaping, and file names that are safe on every OS and unique.
import { describe, expect, it } from 'vitest';
import { exportFileName, titleSlug } from '../../../electron/runtime/conversation-export/export-file-name';
import { splitFencedBlocks } from '../../../electron/runtime/conversation-export/fenced-blocks';
import { escapeHtml } from '../../../electron/runtime/conversation-export/html-format';
import {
  closeOpenFence,
  fenced,
  fenceFor,
  inlineCode,
} from '../../../electron/runtime/conversation-export/markdown-format';
import { INSTRUCTION_FILES } from '../../../electron/runtime/workspace-instructions';
import { PROJECT_INSTRUCTION_FILES } from '../../../tools/project-instructions-files';

describe('Markdown fences', () => {
  it('a fence is longer than any backtick run inside, so ``` in a tool result cannot end it early', () => {
    expect(fenceFor('plain')).toBe('```');
    expect(fenceFor('a ``` b')).toBe('````');
    expect(fenced('x\n`````\ny', 'text')).toBe('``````text\nx\n`````\ny\n``````');
    expect(inlineCode('a`b')).toBe('``a`b``');
    expect(inlineCode('`edge')).toBe('`` `edge ``');
  });

  it('closes a fence a message leaves open, and leaves balanced ones alone', () => {
    expect(closeOpenFence('text\n```js\ncode')).toBe('text\n```js\ncode\n```');
    expect(closeOpenFence('~~~~\ncode\n~~~')).toBe('~~~~\ncode\n~~~\n~~~~');
    const balanced = 'a\n```\nb\n```\nc';
    expect(closeOpenFence(balanced)).toBe(balanced);
    expect(closeOpenFence('inline ``` is not a fence')).toBe('inline ``` is not a fence');
  });
});

describe('HTML pieces', () => {
  it('splits prose and fenced code, an unclosed fence running to the end', () => {
    expect(splitFencedBlocks('Intro\n\n```js\nconst a = "```";\n```\nAfter\n~~~\nopen')).toEqual([
      { kind: 'text', text: 'Intro' },
      { kind: 'code', text: 'const a = "```";', language: 'js' },
      { kind: 'text', text: 'After' },
      { kind: 'code', text: 'open', language: '' },
    ]);
  });

  it('escapes every character that could start markup or end an attribute', () => {
    expect(escapeHtml(`<script>alert('x')</script> & "q"`)).toBe(
      '&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;q&quot;',
    );
  });
});

describe('export file names', () => {
  const at = Date.UTC(2026, 10, 24, 10, 0, 0);
  it('keep letters of any script and digits, drop what any OS forbids, and stay short', () => {
    expect(titleSlug('Trip to Lisbon: day 1/2?')).toBe('trip-to-lisbon-day-1-2');
    expect(titleSlug('東京の天気')).toBe('東京の天気');
    expect(titleSlug('<>:"/\\|?*')).toBe('conversation');
    expect([...titleSlug('a'.repeat(300))].length).toBe(50);
    expect(exportFileName({ id: 'ab-cd-ef-12345678', title: 'CON', createdAt: at }, 'md')).toBe(
      '2026-11-24-con-abcdef12.md',
    );
  });

  it('are unique against the names already taken (case-insensitively)', () => {
    const conversation = { id: 'same', title: 'Notes', createdAt: at };
    const first = exportFileName(conversation, 'md');
    expect(exportFileName(conversation, 'md', new Set([first.toLowerCase()]))).toBe('2026-11-24-notes-same-2.md');
  });
});

it('the file tools protect exactly the files the runtime reads as project instructions', () => {
  expect([...PROJECT_INSTRUCTION_FILES]).toEqual([...INSTRUCTION_FILES]);
});
