// Every keyboard shortcut of the window, as the shortcuts sheet lists them (grouped), and which keys the global ones
// are. "Mod" is Ctrl (Cmd on macOS). Pure data: the sheet and the global key handler read the same list.
import type { chatParts } from '../i18n/locales/en/chat-parts';
import { PUSH_TO_TALK_KEYS } from '../voice/push-to-talk';
/** A message of the shortcuts sheet's group in the catalog (renderer/src/i18n/locales/en/chat-parts.ts). */
export type ShortcutWords = `shortcuts.${keyof (typeof chatParts)['shortcuts']}`;

export interface ShortcutGroup {
  title: ShortcutWords;
  /** `keys`: the key combinations (each its own key cap), shown as they are in every language. */
  shortcuts: { keys: readonly string[]; does: ShortcutWords }[];
}

export const shortcutGroups: readonly ShortcutGroup[] = [
  {
    title: 'shortcuts.anywhere',
    shortcuts: [
      { keys: ['?', 'Mod+/'], does: 'shortcuts.show' },
      { keys: ['Mod+Shift+O'], does: 'shortcuts.newChat' },
      { keys: ['Mod+F'], does: 'shortcuts.findInConversation' },
      { keys: ['Mod+Shift+M'], does: 'shortcuts.chooseModel' },
      { keys: ['Mod+Shift+E'], does: 'shortcuts.exportConversation' },
      { keys: ['Tab / Shift+Tab'], does: 'shortcuts.moveBetween' },
    ],
  },
  {
    title: 'shortcuts.composer',
    shortcuts: [
      { keys: ['Enter'], does: 'shortcuts.send' },
      { keys: ['Shift+Enter'], does: 'shortcuts.newLine' },
      { keys: ['Esc'], does: 'shortcuts.stop' },
      { keys: [PUSH_TO_TALK_KEYS], does: 'shortcuts.dictate' },
      { keys: ['/'], does: 'shortcuts.palette' },
      { keys: ['↑ / ↓', 'Enter / Tab', 'Esc'], does: 'shortcuts.paletteKeys' },
    ],
  },
  {
    title: 'shortcuts.find',
    shortcuts: [
      { keys: ['Enter / Shift+Enter'], does: 'shortcuts.nextPrevious' },
      { keys: ['Esc'], does: 'shortcuts.closeFind' },
    ],
  },
  {
    title: 'shortcuts.dialogs',
    shortcuts: [
      { keys: ['Esc'], does: 'shortcuts.dismiss' },
      { keys: ['Enter'], does: 'shortcuts.confirm' },
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
