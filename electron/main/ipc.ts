// Binds every invoke channel of the contract to ipcMain: checks the sender frame is one of our pages, validates the
// payload with the contract's zod schema, then calls the core handler. Malformed input is rejected; main never crashes.
import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import { invokeChannels, type InvokeHandlers } from '../shared/contract';
import { createInvokeDispatcher } from '../shared/invoke-dispatch';

export interface IpcBindingOptions {
  ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>;
  handlers: InvokeHandlers;
  /** True only for frames showing our own renderer pages. */
  isTrustedFrame: (frameUrl: string) => boolean;
  log?: (message: string) => void;
}

export function bindIpc({ ipcMain, handlers, isTrustedFrame, log }: IpcBindingOptions): () => void {
  const dispatch = createInvokeDispatcher(handlers);
  for (const channel of invokeChannels) {
    ipcMain.handle(channel, async (event: IpcMainInvokeEvent, payload: unknown) => {
      const frameUrl = event.senderFrame?.url ?? '';
      if (!isTrustedFrame(frameUrl)) {
        log?.(`ipc: rejected ${channel} from untrusted frame`);
        throw new Error('Rejected: this frame may not call Hearth.');
      }
      return dispatch(channel, payload, { id: `window:${event.sender.id}` });
    });
  }
  return () => invokeChannels.forEach((channel) => ipcMain.removeHandler(channel));
}
