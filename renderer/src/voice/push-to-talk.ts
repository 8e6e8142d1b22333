// The push-to-talk shortcut, Mod+Shift+Space (Mod is Ctrl, Cmd on macOS): hold it and speak, or press it once to
// start and again to stop. A press held longer than HOLD_MS counts as "hold", so letting go ends the recording.

export const PUSH_TO_TALK_KEYS = 'Mod+Shift+Space';
export const HOLD_MS = 400;

/** The keys as shown on this platform (keyboard keys stay as they are in every language). */
export function pushToTalkLabel(platform = navigator.platform): string {
  return PUSH_TO_TALK_KEYS.replace('Mod', /^Mac/i.test(platform) ? 'Cmd' : 'Ctrl');
}

export function isPushToTalk(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && event.shiftKey && !event.altKey && event.code === 'Space';
}
