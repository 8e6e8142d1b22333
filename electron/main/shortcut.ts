// The global quick-ask shortcut: registers the accelerator from settings, and when that fails (taken by another
// app, or not a valid accelerator) keeps the previous one and reports why, so the user can pick another.
import type { GlobalShortcut } from 'electron';

export type GlobalShortcutLike = Pick<GlobalShortcut, 'register' | 'unregister'>;

/** A failure's `cause`, for the notice in the UI's language (notice-text.ts); `reason` is the English words. */
export type ShortcutCause = 'invalid' | 'one_key' | 'needs_modifier' | 'taken';

export type ShortcutResult =
  { ok: true; accelerator: string } | { ok: false; accelerator: string; reason: string; cause: ShortcutCause };

const problemCauses: Record<string, ShortcutCause> = {
  'it is not a valid shortcut': 'invalid',
  'a shortcut needs exactly one key besides the modifiers': 'one_key',
  'a global shortcut needs a modifier (Ctrl, Alt, Shift, Cmd or Super)': 'needs_modifier',
};

const MODIFIERS = new Set([
  'command',
  'cmd',
  'control',
  'ctrl',
  'commandorcontrol',
  'cmdorctrl',
  'alt',
  'option',
  'altgr',
  'shift',
  'super',
  'meta',
]);

/** A reason the accelerator cannot work as a global shortcut, or undefined when it looks usable. */
export function acceleratorProblem(accelerator: string): string | undefined {
  const parts = accelerator.split('+').map((part) => part.trim());
  if (accelerator.trim() === '' || parts.some((part) => part === '')) return 'it is not a valid shortcut';
  const keys = parts.filter((part) => !MODIFIERS.has(part.toLowerCase()));
  if (keys.length !== 1) return 'a shortcut needs exactly one key besides the modifiers';
  const functionKey = /^F([1-9]|1\d|2[0-4])$/i.test(keys[0] ?? '');
  if (parts.length === 1 && !functionKey) return 'a global shortcut needs a modifier (Ctrl, Alt, Shift, Cmd or Super)';
  return undefined;
}

/** Registers one accelerator. Never throws: Electron throws on malformed accelerators and returns false when taken. */
export function registerShortcut(
  globalShortcut: GlobalShortcutLike,
  accelerator: string,
  onTrigger: () => void,
): ShortcutResult {
  const problem = acceleratorProblem(accelerator);
  if (problem) return { ok: false, accelerator, reason: problem, cause: problemCauses[problem] ?? 'invalid' };
  try {
    if (globalShortcut.register(accelerator, onTrigger)) return { ok: true, accelerator };
    return { ok: false, accelerator, reason: 'another application is already using it', cause: 'taken' };
  } catch (error) {
    return {
      ok: false,
      accelerator,
      reason: `it is not a valid shortcut (${error instanceof Error ? error.message : String(error)})`,
      cause: 'invalid',
    };
  }
}

export interface ShortcutController {
  /** Switches to `accelerator`; on failure the previous shortcut (if any) stays registered. */
  apply(accelerator: string): ShortcutResult;
  /** The accelerator registered now, if any. */
  current(): string | undefined;
  dispose(): void;
}

export function createShortcutController(deps: {
  globalShortcut: GlobalShortcutLike;
  onTrigger: () => void;
  onFailure: (failure: Extract<ShortcutResult, { ok: false }>, kept: string | undefined) => void;
}): ShortcutController {
  let registered: string | undefined;
  return {
    apply(accelerator) {
      if (accelerator === registered) return { ok: true, accelerator };
      const result = registerShortcut(deps.globalShortcut, accelerator, deps.onTrigger);
      if (!result.ok) {
        deps.onFailure(result, registered);
        return result;
      }
      if (registered) deps.globalShortcut.unregister(registered);
      registered = accelerator;
      return result;
    },
    current: () => registered,
    dispose() {
      if (registered) deps.globalShortcut.unregister(registered);
      registered = undefined;
    },
  };
}

/** What the user is told when the shortcut cannot be registered. */
export function shortcutFailureMessage(
  failure: Extract<ShortcutResult, { ok: false }>,
  kept: string | undefined,
): string {
  const still = kept ? ` ${kept} still opens quick ask.` : '';
  return `The quick-ask shortcut ${failure.accelerator} could not be set up: ${failure.reason}.${still} Pick another one in Settings.`;
}
