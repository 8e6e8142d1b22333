// The files waiting to be sent with the next message (composer and quick-ask): each is uploaded as soon as it is
// added and shows as a chip (adding…, ready with its preview, or refused with why) until it is removed or sent.
import { useCallback, useMemo, useRef, useState } from 'react';
import { ATTACHMENTS_PER_MESSAGE } from '../../../../electron/shared/attachment-types';
import { describeError } from '../../api';
import { useServices } from '../../services-context';
import { uploadAttachment, type AddedAttachmentView } from './upload-attachment';

export type DraftChip =
  | { id: string; name: string; status: 'adding' }
  | { id: string; name: string; status: 'ready'; file: AddedAttachmentView }
  | { id: string; name: string; status: 'refused'; error: string };

export interface AttachmentDraft {
  chips: DraftChip[];
  addFiles: (files: readonly File[]) => void;
  remove: (id: string) => void;
  clear: () => void;
  /** The files ready to send, in order. */
  ready: AddedAttachmentView[];
  /** A file is still being added (sending waits). */
  adding: boolean;
}

let nextId = 0;

export function useAttachmentDraft(): AttachmentDraft {
  const { api } = useServices();
  const [chips, setChips] = useState<DraftChip[]>([]);

  const chipsRef = useRef<DraftChip[]>([]);
  const update = useCallback((change: (current: DraftChip[]) => DraftChip[]) => {
    chipsRef.current = change(chipsRef.current);
    setChips(chipsRef.current);
  }, []);

  const addFiles = useCallback(
    (files: readonly File[]) => {
      for (const file of files) {
        const id = `attachment-${(nextId += 1)}`;
        const name = file.name || 'pasted file';
        const counted = chipsRef.current.filter((chip) => chip.status !== 'refused').length;
        if (counted >= ATTACHMENTS_PER_MESSAGE) {
          const error = `A message can carry at most ${ATTACHMENTS_PER_MESSAGE} files.`;
          update((current) => [...current, { id, name, status: 'refused', error }]);
          continue;
        }
        update((current) => [...current, { id, name, status: 'adding' }]);
        const settle = (chip: DraftChip) => update((now) => now.map((item) => (item.id === id ? chip : item)));
        uploadAttachment(api, file).then(
          (result) =>
            settle(
              result.ok
                ? { id, name: result.data.name, status: 'ready', file: result.data }
                : { id, name, status: 'refused', error: result.error.message },
            ),
          (error: unknown) => settle({ id, name, status: 'refused', error: describeError(error) }),
        );
      }
    },
    [api, update],
  );

  const remove = useCallback((id: string) => update((current) => current.filter((chip) => chip.id !== id)), [update]);
  const clear = useCallback(() => update(() => []), [update]);
  return useMemo(
    () => ({
      chips,
      addFiles,
      remove,
      clear,
      ready: chips.flatMap((chip) => (chip.status === 'ready' ? [chip.file] : [])),
      adding: chips.some((chip) => chip.status === 'adding'),
    }),
    [chips, addFiles, remove, clear],
  );
}
