// Every keyboard shortcut of the window, as the shortcuts sheet lists them (grouped), and which keys the global ones
// are. "Mod" is Ctrl (Cmd on macOS). Pure data: the sheet and the global key handler read the same list.
export interface ShortcutGroup {
  title: string;
  shortcuts: { keys: string; does: string }[];
}

export const shortcutGroups: readonly ShortcutGroup[] = [
  {
    title: 'Anywhere',
    shortcuts: [
      { keys: '? or Mod+/', does: 'Show these shortcuts' },
      { keys: 'Mod+Shift+O', does: 'New chat' },
      { keys: 'Mod+F', does: 'Find in conversation' },
      { keys: 'Mod+Shift+M', does: 'Choose the model for this chat' },
      { keys: 'Mod+Shift+E', does: 'Export this conversation' },
      { keys: 'Tab / Shift+Tab', does: 'Move between controls' },
    ],
  },
  {
    title: 'Composer',
    shortcuts: [
      { keys: 'Enter', does: 'Send (while a reply runs: queue)' },
      { keys: 'Shift+Enter', does: 'New line' },
      { keys: 'Esc', does: 'Stop the reply' },
      { keys: '/', does: 'Commands and saved prompts (at the start of a message)' },
      { keys: '↑ / ↓, Enter or Tab, Esc', does: 'Move in the palette, pick, close' },
    ],
  },
  {
    title: 'Find in conversation',
    shortcuts: [
      { keys: 'Enter / Shift+Enter', does: 'Next / previous match' },
      { keys: 'Esc', does: 'Close find' },
    ],
  },
  {
    title: 'Dialogs',
    shortcuts: [
      { keys: 'Esc', does: 'Deny an approval, cancel a form or close a dialog' },
      { keys: 'Enter', does: 'Confirm the focused button' },
    ],
  },
];

export type GlobalAction = 'shortcuts' | 'new-chat' | 'focus-model' | 'open-export';

/** Whether the key event is typed into a text field (then `?` is a character, not a shortcut). */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

/** The global action a key press asks for, if any. */
export function globalActionOf(event: KeyboardEvent): GlobalAction | undefined {
  const mod = event.ctrlKey || event.metaKey;
  if (mod && !event.shiftKey && event.key === '/') return 'shortcuts';
  if (!mod && !event.altKey && event.key === '?' && !isTyping(event.target)) return 'shortcuts';
  if (mod && event.shiftKey && !event.altKey) {
    const key = event.key.toLowerCase();
    if (key === 'o') return 'new-chat';
    if (key === 'm') return 'focus-model';
    if (key === 'e') return 'open-export';
  }
  return undefined;
}
