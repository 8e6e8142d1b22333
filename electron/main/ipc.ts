// Binds every invoke channel of the contract to ipcMain. Each call must come from the top frame of one of our own
// windows showing one of our pages; its payload must pass the structural guard and the contract's zod schema.
// Anything else is rejected before any handler runs. Errors reach the renderer as short, redacted messages.
import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import { invokeChannels, type InvokeHandlers } from '../shared/contract';
import { createInvokeDispatcher, InvokeRejected } from '../shared/invoke-dispatch';
import { defaultPayloadLimits, payloadProblem, type PayloadLimits } from './payload-guard';

export interface IpcBindingOptions {
  ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>;
  handlers: InvokeHandlers;
  /** True only for URLs of our own renderer pages (page-trust.ts). */
  isTrustedFrame: (frameUrl: string) => boolean;
  /** True only for the web contents of windows Hearth created (window-manager.ts). */
  isTrustedSender?: (webContentsId: number) => boolean;
  /** Removes secrets from error messages before they reach the renderer. */
  redact?: (text: string) => string;
  limits?: PayloadLimits;
  log?: (message: string) => void;
}

export type IpcEventLike = Pick<IpcMainInvokeEvent, 'senderFrame' | 'sender'>;

/** Why this event may not call Hearth, or undefined when it may. */
export function untrustedSenderReason(event: IpcEventLike, options: Pick<IpcBindingOptions, 'isTrustedFrame' | 'isTrustedSender'>): string | undefined {
  const frame = event.senderFrame;
  if (!frame) return 'the sending frame is gone';
  if (frame.parent) return 'sub-frames may not call Hearth';
  if (!options.isTrustedFrame(frame.url)) return 'the frame is not a Hearth page';
  if (options.isTrustedSender && !options.isTrustedSender(event.sender.id)) return 'the sender is not a Hearth window';
  return undefined;
}

const MAX_ERROR_LENGTH = 500;

export function bindIpc(options: IpcBindingOptions): () => void {
  const { ipcMain, handlers, log } = options;
  const redact = options.redact ?? ((text: string) => text);
  const limits = options.limits ?? defaultPayloadLimits;
  const dispatch = createInvokeDispatcher(handlers);
  for (const channel of invokeChannels) {
    ipcMain.handle(channel, async (event: IpcMainInvokeEvent, payload: unknown) => {
      const untrusted = untrustedSenderReason(event, options);
      if (untrusted) {
        log?.(`ipc: rejected ${channel}: ${untrusted}`);
        throw new Error('Rejected: this frame may not call Hearth.');
      }
      const problem = payloadProblem(payload, limits);
      if (problem) throw new InvokeRejected(channel, `Invalid request for ${channel}: ${problem}`);
      try {
        return await dispatch(channel, payload, { id: `window:${event.sender.id}` });
      } catch (error) {
        // Validation messages can list every unknown field name; keep them short like every other error.
        if (error instanceof InvokeRejected) throw new InvokeRejected(channel, error.message.slice(0, MAX_ERROR_LENGTH));
        const message = redact(error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
        log?.(`ipc: ${channel} failed: ${message}`);
        throw new Error(message || `${channel} failed.`);
      }
    });
  }
  return () => invokeChannels.forEach((channel) => ipcMain.removeHandler(channel));
}
