// The Node half of the bench page's core bridge (bench/page/core-bridge.tsx): answers the page's POST /core/<method>
// with the real core's handlers (chat:list, chat:load, attachments:preview, projects:list) over an open database, as
// an InvokeResult in JSON, the way IPC would carry it.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { createAttachmentService } from '../../electron/runtime/attachments/attachment-service';
import { createAttachmentHandlers } from '../../electron/runtime/handlers/attachments';
import { createChatHandlers } from '../../electron/runtime/handlers/chat';
import { createProjectHandlers } from '../../electron/runtime/handlers/projects';
import { createAttachmentStore } from '../../electron/storage/attachments';
import { createConversationStore } from '../../electron/storage/conversations';
import type { Db } from '../../electron/storage/database';
import { createProjectStore } from '../../electron/storage/projects';

type Handler = (request: never, caller: never) => unknown;

/** The handlers the bridge serves, by the page api's method name. */
export function coreHandlers(db: Db, dataDir: string): Record<string, Handler> {
  const conversations = createConversationStore(db);
  const attachments = createAttachmentService({
    store: createAttachmentStore(db, { folder: path.join(dataDir, 'attachments') }),
  });
  const projectStore = createProjectStore(db);
  // Only the parts these four channels read; sending, approvals and the rest are not served.
  const runtime = { conversations, attachments, projects: { list: () => projectStore.list() } } as never;
  const chat = createChatHandlers({ runtime, approvals: {} as never });
  const files = createAttachmentHandlers({ runtime });
  const projects = createProjectHandlers({ runtime });
  return {
    chatList: chat['chat:list'] as Handler,
    chatLoad: chat['chat:load'] as Handler,
    attachmentsPreview: files['attachments:preview'] as Handler,
    projectsList: projects['projects:list'] as Handler,
  };
}

/**
 * Routes the page's /core/* requests to `handlers` (a failure becomes an InvokeResult that is not ok); `gate`, when
 * given, is awaited before each answer (the bench holds the sidebar's first page until the page has started).
 */
export async function routeCore(
  page: Page,
  handlers: Record<string, Handler>,
  gate?: (method: string) => Promise<void>,
): Promise<void> {
  await page.route('**/core/*', async (route) => {
    const method = new URL(route.request().url()).pathname.split('/').at(-1) ?? '';
    const handler = handlers[method];
    let body: unknown;
    try {
      if (!handler) throw new Error(`${method} is not served by the bench core bridge`);
      const request = JSON.parse(route.request().postData() ?? '{}') as never;
      const data = await handler(request, { id: 1 } as never);
      await gate?.(method);
      body = { ok: true, data };
    } catch (error) {
      body = { ok: false, error: { kind: 'failed', message: error instanceof Error ? error.message : String(error) } };
    }
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  });
}
