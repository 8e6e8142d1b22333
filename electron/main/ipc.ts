// Binds every invoke channel of the contract to ipcMain. Each call must come from the top frame of one of our own
// windows showing one of our pages (else the call is rejected: a transport refusal, not a result). Every trusted call
// resolves to the contract's InvokeResult, passed through unchanged: a payload the structural guard or the zod schema
// refuses is an `invalid_request` failure and no handler runs; failures carry short, redacted messages.
import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import { invokeChannels, type InvokeHandlers, type InvokeResult } from '../shared/contract';
import { createInvokeDispatcher, invalidRequest } from '../shared/invoke-dispatch';
import { callerId } from '../shared/caller-id';
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
export function untrustedSenderReason(
  event: IpcEventLike,
  options: Pick<IpcBindingOptions, 'isTrustedFrame' | 'isTrustedSender'>,
): string | undefined {
  const frame = event.senderFrame;
  if (!frame) return 'the sending frame is gone';
  if (frame.parent) return 'sub-frames may not call Hearth';
  if (!options.isTrustedFrame(frame.url)) return 'the frame is not a Hearth page';
  if (options.isTrustedSender && !options.isTrustedSender(event.sender.id)) return 'the sender is not a Hearth window';
  return undefined;
}

export function bindIpc(options: IpcBindingOptions): () => void {
  const { ipcMain, handlers, log } = options;
  const limits = options.limits ?? defaultPayloadLimits;
  const dispatch = createInvokeDispatcher(handlers, { redact: options.redact, log });
  for (const channel of invokeChannels) {
    ipcMain.handle(channel, async (event: IpcMainInvokeEvent, payload: unknown): Promise<InvokeResult<unknown>> => {
      const untrusted = untrustedSenderReason(event, options);
      if (untrusted) {
        log?.(`ipc: rejected ${channel}: ${untrusted}`);
        throw new Error('Rejected: this frame may not call Hearth.');
      }
      const problem = payloadProblem(payload, limits);
      if (problem) return invalidRequest(channel, problem);
      return dispatch(channel, payload, { id: callerId.window(event.sender.id) });
    });
  }
  return () => invokeChannels.forEach((channel) => ipcMain.removeHandler(channel));
}
