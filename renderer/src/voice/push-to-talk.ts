// The push-to-talk shortcut, Mod+Shift+D (Mod is Ctrl, Cmd on macOS; Mod+Shift+Space is the global quick-ask key):
// hold it and speak, or press it once to start and again to stop. Held past HOLD_MS, letting go ends the recording.

export const PUSH_TO_TALK_KEYS = 'Mod+Shift+D';
/** The key held with the modifiers (KeyboardEvent.code, the same on every keyboard layout). */
export const PUSH_TO_TALK_CODE = 'KeyD';
export const HOLD_MS = 400;

/** The keys as shown on this platform (keyboard keys stay as they are in every language). */
export function pushToTalkLabel(platform = navigator.platform): string {
  return PUSH_TO_TALK_KEYS.replace('Mod', /^Mac/i.test(platform) ? 'Cmd' : 'Ctrl');
}

export function isPushToTalk(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && event.shiftKey && !event.altKey && event.code === PUSH_TO_TALK_CODE;
}
