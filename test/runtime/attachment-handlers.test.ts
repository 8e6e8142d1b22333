// attachments:* and chat:send/chat:load with files over a real runtime and the fake model: a file added in one call or
// in chunks, its preview, a refusal that stores nothing, and a sent message that carries its attachments after a reload.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createPendingApprovals } from '../../electron/agent/approvals/pending-approvals';
import { createInvokeHandlers } from '../../electron/runtime/handlers/index';
import { ATTACHMENT_CHUNK_CHARS } from '../../electron/shared/attachments-contract';
import type { InvokeChannel, InvokeRequest, InvokeResponse, InvokeResult } from '../../electron/shared/contract';
import { createInvokeDispatcher } from '../../electron/shared/invoke-dispatch';
import { dataOf } from '../support/invoke-result';
import { useRuntimeFixture } from '../support/runtime-fixture';
import { waitFor } from '../support/wait-for';
import { callerId } from '../../electron/shared/caller-id';

const fixture = useRuntimeFixture();
const caller = { id: callerId.window(1) };

async function open() {
  const runtime = await fixture.open();
  const untyped = createInvokeDispatcher(
    createInvokeHandlers({ runtime, approvals: createPendingApprovals(), version: 'test' }),
  );
  // The dispatcher answers any channel; typed per channel here, as the preload's methods are.
  const dispatch = <C extends InvokeChannel>(channel: C, payload: InvokeRequest<C>, from: typeof caller) =>
    untyped(channel, payload, from) as Promise<InvokeResult<InvokeResponse<C>>>;
  return { runtime, dispatch };
}

describe('attachments channels', () => {
  it('adds a text file, previews it, sends it with chat:send and chat:load shows it on the message', async () => {
    const { runtime, dispatch } = await open();
    const data = Buffer.from('line one\nline two').toString('base64');
    const added = dataOf(
      await dispatch('attachments:add', { name: 'notes.txt', mimeType: 'text/plain', data }, caller),
    );
    expect(added).toMatchObject({ name: 'notes.txt', kind: 'document', mimeType: 'text/plain', size: 17 });
    expect(added.preview).toEqual({ dataUrl: null, text: 'line one\nline two' });
    fixture.server.script({ kind: 'text', text: 'Two lines.' });
    const sent = dataOf(
      await dispatch('chat:send', { text: '', attachments: [{ sha256: added.sha256, name: 'notes.txt' }] }, caller),
    );
    await waitFor(() => !runtime.session.isRunning(sent.conversationId), 'the reply to finish');
    const loaded = dataOf(await dispatch('chat:load', { conversationId: sent.conversationId }, caller));
    expect(loaded.conversation.title).toBe('notes.txt');
    expect(loaded.messages[0]).toMatchObject({
      role: 'user',
      content: '',
      attachments: [{ sha256: added.sha256, name: 'notes.txt', kind: 'document', mimeType: 'text/plain' }],
    });
    expect(dataOf(await dispatch('attachments:preview', { sha256: added.sha256 }, caller)).text).toBe(
      'line one\nline two',
    );
  });

  it('takes a large image in chunks and answers a small preview picture', async () => {
    const { runtime, dispatch } = await open();
    // Random pixels compress badly, so the PNG needs several chunks.
    const noise = Buffer.from(Array.from({ length: 400 * 400 * 3 }, (_, index) => (index * 7919) % 251));
    const png = await sharp(noise, { raw: { width: 400, height: 400, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const base64 = png.toString('base64');
    expect(base64.length).toBeGreaterThan(ATTACHMENT_CHUNK_CHARS * 2);
    let uploadId: string | undefined;
    let at = 0;
    while (base64.length - at > ATTACHMENT_CHUNK_CHARS) {
      const chunk = base64.slice(at, at + ATTACHMENT_CHUNK_CHARS);
      uploadId = dataOf(
        await dispatch('attachments:upload', { ...(uploadId ? { uploadId } : {}), data: chunk }, caller),
      ).uploadId;
      at += ATTACHMENT_CHUNK_CHARS;
    }
    const added = dataOf(
      await dispatch(
        'attachments:add',
        { name: 'noise.png', mimeType: 'image/png', data: base64.slice(at), uploadId: uploadId! },
        caller,
      ),
    );
    expect(added).toMatchObject({ kind: 'image', mimeType: 'image/png', meta: { width: 400, height: 400 } });
    expect(added.preview.dataUrl).toMatch(/^data:image\/webp;base64,/);
    const preview = await sharp(Buffer.from(added.preview.dataUrl!.split(',')[1]!, 'base64')).metadata();
    expect([preview.width, preview.height]).toEqual([320, 320]);
    expect(readdirSync(join(runtime.dataDir, 'attachments'))).toEqual([added.sha256]);
  });

  it('refuses an unknown binary type and a missing preview, storing nothing', async () => {
    const { runtime, dispatch } = await open();
    const refused = await dispatch(
      'attachments:add',
      {
        name: 'tool.exe',
        mimeType: 'application/x-msdownload',
        data: Buffer.from([0x4d, 0x5a, 0, 0]).toString('base64'),
      },
      caller,
    );
    expect(refused).toEqual({
      ok: false,
      error: {
        kind: 'refused',
        message:
          'tool.exe: Hearth cannot read this type of file (application/x-msdownload). Attach images (PNG, JPEG, WebP, GIF, SVG), PDFs or text files.',
      },
    });
    expect(runtime.db.prepare('SELECT COUNT(*) AS n FROM attachments').get()).toEqual({ n: 0 });
    const missing = await dispatch('attachments:preview', { sha256: 'a'.repeat(64) }, caller);
    expect(missing).toMatchObject({ ok: false, error: { kind: 'not_found' } });
    const bad = await dispatch('attachments:add', { name: 'x.txt', mimeType: '', data: 'not base64!' }, caller);
    expect(bad).toMatchObject({ ok: false, error: { kind: 'invalid_request' } });
  });
  it("saves a file into the conversation's workspace for read_file, never over an existing file", async () => {
    const { runtime, dispatch } = await open();
    const workspace = fixture.folder('save-workspace');
    runtime.settingsStore.set('workspace', workspace);
    const data = Buffer.from('a,b\n1,2\n').toString('base64');
    const added = dataOf(await dispatch('attachments:add', { name: 'table.csv', mimeType: 'text/csv', data }, caller));
    const first = dataOf(await dispatch('attachments:save', { sha256: added.sha256, name: 'table.csv' }, caller));
    const second = dataOf(await dispatch('attachments:save', { sha256: added.sha256, name: 'table.csv' }, caller));
    expect([first.path, second.path]).toEqual([join(workspace, 'table.csv'), join(workspace, 'table (2).csv')]);
    expect(readFileSync(second.path, 'utf8')).toBe('a,b\n1,2\n');
    const gone = await dispatch('attachments:save', { sha256: 'b'.repeat(64), name: 'x.txt' }, caller);
    expect(gone).toEqual({ ok: false, error: { kind: 'refused', message: 'That attachment is no longer stored.' } });
  });
});
