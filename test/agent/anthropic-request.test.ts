// The Messages API request built from the loop's neutral request (agent/model/anthropic-request.ts): roles alternate,
// tool calls and results become tool_use / tool_result blocks, image data URLs become base64 image blocks.
import { describe, expect, it } from 'vitest';
import { maxOutputTokensFor, toAnthropicRequest } from '../../electron/agent/model/anthropic-request';

describe('toAnthropicRequest', () => {
  it('turns a tool round and an image into Messages API blocks', () => {
    const request = toAnthropicRequest(
      {
        messages: [
          { role: 'system', content: 'Be brief.' },
          {
            role: 'user',
            content: [
              { type: 'text', text: 'What is this?' },
              { type: 'image_url', image_url: { url: 'data:image/png;base64,iVBORw0KGgo=' } },
            ],
          },
          {
            role: 'assistant',
            content: 'Looking.',
            tool_calls: [
              { id: 'toolu_1', type: 'function', function: { name: 'echo', arguments: '{"text":"a"}' } },
              { id: 'toolu_2', type: 'function', function: { name: 'echo', arguments: '{"text":"b"}' } },
            ],
          },
          { role: 'tool', tool_call_id: 'toolu_1', content: 'echo: a' },
          { role: 'tool', tool_call_id: 'toolu_2', content: 'echo: b' },
          { role: 'user', content: 'And now?' },
        ],
        tools: [
          {
            type: 'function',
            function: { name: 'echo', description: 'Echo.', parameters: { type: 'object', properties: {} } },
          },
        ],
      },
      'claude-sonnet-4-5',
    );
    expect(request.system).toEqual([{ type: 'text', text: 'Be brief.', cache_control: { type: 'ephemeral' } }]);
    expect(request.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(request.messages[0]!.content).toEqual([
      { type: 'text', text: 'What is this?' },
      { type: 'image', source: { type: 'base64', media_type: 'image/png', data: 'iVBORw0KGgo=' } },
    ]);
    expect(request.messages[1]!.content).toEqual([
      { type: 'text', text: 'Looking.' },
      { type: 'tool_use', id: 'toolu_1', name: 'echo', input: { text: 'a' } },
      { type: 'tool_use', id: 'toolu_2', name: 'echo', input: { text: 'b' } },
    ]);
    // Both results and the next question share one user turn (the API wants the roles to alternate).
    expect(request.messages[2]!.content).toEqual([
      { type: 'tool_result', tool_use_id: 'toolu_1', content: 'echo: a' },
      { type: 'tool_result', tool_use_id: 'toolu_2', content: 'echo: b' },
      { type: 'text', text: 'And now?' },
    ]);
    expect(request.tools).toEqual([
      {
        name: 'echo',
        description: 'Echo.',
        input_schema: { type: 'object', properties: {} },
        cache_control: { type: 'ephemeral' },
      },
    ]);
  });

  it('gives Claude 3 models their smaller output limit', () => {
    expect(maxOutputTokensFor('claude-3-haiku-20240307')).toBe(4_096);
    expect(maxOutputTokensFor('claude-3-5-haiku-latest')).toBe(8_192);
    expect(maxOutputTokensFor('claude-sonnet-4-5')).toBe(8_192);
  });
});
