// Files from the clipboard and from drops anywhere on the window. Pasting text and an image together pastes the text
// (text wins); a drop of files shows "Drop files to attach" while they are dragged over the window.
import { useEffect, useState, type ClipboardEvent } from 'react';

/** The files to attach from a paste, or undefined to let the text paste as usual. */
export function filesFromPaste(event: ClipboardEvent): File[] | undefined {
  const data = event.clipboardData;
  if (data.getData('text/plain') !== '') return undefined;
  const files = Array.from(data.files);
  return files.length > 0 ? files : undefined;
}

const carriesFiles = (event: DragEvent): boolean => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/** Attaches files dropped anywhere on the window (while `enabled`); true while files are dragged over it. */
export function useWindowFileDrop(onFiles: (files: File[]) => void, enabled = true): boolean {
  const [dragging, setDragging] = useState(false);
  useEffect(() => {
    if (!enabled) return undefined;
    let depth = 0;
    const enter = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      depth += 1;
      setDragging(true);
    };
    const leave = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setDragging(false);
    };
    const over = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    };
    const drop = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth = 0;
      setDragging(false);
      const files = Array.from(event.dataTransfer?.files ?? []);
      if (files.length > 0) onFiles(files);
    };
    window.addEventListener('dragenter', enter);
    window.addEventListener('dragleave', leave);
    window.addEventListener('dragover', over);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragenter', enter);
      window.removeEventListener('dragleave', leave);
      window.removeEventListener('dragover', over);
      window.removeEventListener('drop', drop);
    };
  }, [onFiles, enabled]);
  return dragging;
}
