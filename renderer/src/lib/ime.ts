// Input methods (Korean, Chinese, Japanese…): while a composition is open, Enter belongs to the IME (it commits the
// text), so no field may send, save or move on it. One check for every field that acts on a key.

/** The part of a React or DOM keyboard event the check reads. */
interface KeyEventLike {
  key: string;
  keyCode?: number;
  isComposing?: boolean;
  nativeEvent?: { isComposing?: boolean; keyCode?: number };
}

/**
 * True while an IME composition is open: the event says so, or it carries keyCode 229 (what Safari-like engines send
 * for the Enter that commits a composition, after compositionend).
 */
export function isImeComposing(event: KeyEventLike): boolean {
  const native = event.nativeEvent ?? event;
  return native.isComposing === true || native.keyCode === 229 || event.keyCode === 229;
}

/** Enter pressed by the person for the field, not to commit a composition. */
export function isEnterToAct(event: KeyEventLike): boolean {
  return event.key === 'Enter' && !isImeComposing(event);
}

/**
 * For a field inside a form (which Enter submits by itself): cancels the Enter that commits a composition, so the form
 * is not submitted with half-composed text. Returns true when it did.
 */
export function holdEnterWhileComposing(event: KeyEventLike & { preventDefault: () => void }): boolean {
  if (event.key !== 'Enter' || !isImeComposing(event)) return false;
  event.preventDefault();
  return true;
}
