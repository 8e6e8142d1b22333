// Maps an MCP tool result onto Hearth's ToolResult: text blocks become the content the model reads, images become
// ToolResult.images, structured content goes to details (and to the content when there is no text), isError → ok:false.
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { ToolImage, ToolResult } from '../tool';

type Block = CallToolResult['content'][number];

function describeBlock(block: Block, images: ToolImage[]): string | undefined {
  switch (block.type) {
    case 'text':
      return block.text;
    case 'image':
      images.push({ mimeType: block.mimeType, data: block.data });
      return undefined;
    case 'audio':
      return `[audio: ${block.mimeType}, ${Math.floor((block.data.length * 3) / 4)} bytes, not shown]`;
    case 'resource_link':
      return `[resource: ${block.name}${block.description ? ` (${block.description})` : ''} at ${block.uri}]`;
    case 'resource': {
      const resource = block.resource;
      if ('text' in resource && typeof resource.text === 'string')
        return `[resource ${resource.uri}]\n${resource.text}`;
      return `[resource ${resource.uri}: ${resource.mimeType ?? 'binary'} content, not shown]`;
    }
    default:
      return undefined;
  }
}

export function mapMcpResult(result: CallToolResult, server: string): ToolResult {
  const images: ToolImage[] = [];
  const texts = (result.content ?? [])
    .map((block) => describeBlock(block, images))
    .filter((text): text is string => text !== undefined);
  const structured = result.structuredContent;
  let content = texts.join('\n');
  if (content === '' && structured !== undefined) content = JSON.stringify(structured);
  if (content === '' && images.length > 0)
    content = `(${images.length} image${images.length === 1 ? '' : 's'} returned)`;
  if (content === '')
    content = result.isError ? `The MCP server "${server}" reported an error without a message.` : '(no output)';
  const extra: Omit<ToolResult, 'ok' | 'content'> = {};
  if (images.length > 0) extra.images = images;
  if (structured !== undefined) extra.details = { structuredContent: structured };
  return result.isError ? { ok: false, content, errorType: 'mcp_error', ...extra } : { ok: true, content, ...extra };
}
