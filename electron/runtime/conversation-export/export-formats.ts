// The three export formats: their names (the CLI's --format and the IPC request), file extension and media type,
// and the one function that writes a document in each. The list itself is the IPC contract's (shared).
import { formatHtml } from './html-format';
import { formatMarkdown } from './markdown-format';
import type { ConversationExport } from './export-schema';
import { exportFormats, type ExportFormat } from '../../shared/export-contract';

export { exportFormats, type ExportFormat };

export const exportFormatInfo: Record<ExportFormat, { extension: string; mimeType: string; label: string }> = {
  md: { extension: 'md', mimeType: 'text/markdown;charset=utf-8', label: 'Markdown' },
  html: { extension: 'html', mimeType: 'text/html;charset=utf-8', label: 'HTML' },
  json: { extension: 'json', mimeType: 'application/json;charset=utf-8', label: 'JSON' },
};

export function isExportFormat(value: string): value is ExportFormat {
  return (exportFormats as readonly string[]).includes(value);
}

export function writeExport(document: ConversationExport, format: ExportFormat): string {
  if (format === 'md') return formatMarkdown(document);
  if (format === 'html') return formatHtml(document);
  return `${JSON.stringify(document, null, 2)}\n`;
}
