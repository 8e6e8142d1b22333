// A settings section's one action at a time: `busy` while it runs (controls disable themselves) and the message it
// leaves (ok or error). Shared by the sections that list, act and report (Backups, Activity).
import { useState } from 'react';
import { describeError } from '../api';

export type SectionMessage = { kind: 'ok' | 'error'; text: string };

export function useSectionAction(options: { clearMessageFirst?: boolean } = {}) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<SectionMessage | null>(null);
  /** Runs `work` with the section busy; a thrown error becomes the section's error message. */
  const act = async (work: () => Promise<void>): Promise<void> => {
    setBusy(true);
    if (options.clearMessageFirst) setMessage(null);
    try {
      await work();
    } catch (error) {
      setMessage({ kind: 'error', text: describeError(error) });
    } finally {
      setBusy(false);
    }
  };
  return { busy, message, setMessage, act };
}
