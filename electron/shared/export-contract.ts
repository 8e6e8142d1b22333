// The export channels of the IPC contract: one conversation as Markdown, HTML or JSON (the page saves it), and every
// conversation into a folder the person picks in main's folder dialog. Formats and shapes: conversation-export/.
import { z } from 'zod';

export const exportFormats = ['md', 'html', 'json'] as const;
export type ExportFormat = (typeof exportFormats)[number];
const exportFormatSchema = z.enum(exportFormats);

export const exportContract = {
  /**
   * One conversation, known keys redacted, with a file name safe on every OS and its media type; the page saves it.
   * A deleted conversation is `not_found`.
   */
  'chat:export': {
    request: z.object({ conversationId: z.string().min(1).max(128), format: exportFormatSchema }).strict(),
    response: z.object({ fileName: z.string(), mimeType: z.string(), text: z.string() }),
  },
  /**
   * Every conversation, one new file each (nothing is overwritten), into the folder the person picks; `folder: null`
   * when they cancelled the dialog. No folder dialog here (a test page) is `unavailable`; a file that cannot be written
   * is `failed` with why (the files already written stay).
   */
  'chat:export-all': {
    request: z.object({ format: exportFormatSchema }).strict(),
    response: z.object({ folder: z.string().nullable(), files: z.array(z.string()) }),
  },
} as const;
