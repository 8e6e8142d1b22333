// The one IME check every Enter-acting field uses: Enter during a composition (isComposing, or keyCode 229 as
// Safari-like engines send it) never acts, and a form's implicit submission is cancelled only then.
import { describe, expect, it } from 'vitest';
import { holdEnterWhileComposing, isEnterToAct, isImeComposing } from '../../renderer/src/lib/ime';

const key = (init: { key: string; isComposing?: boolean; keyCode?: number }) => {
  let prevented = false;
  return {
    key: init.key,
    keyCode: init.keyCode ?? 13,
    nativeEvent: { isComposing: init.isComposing ?? false, keyCode: init.keyCode ?? 13 },
    preventDefault: () => void (prevented = true),
    prevented: () => prevented,
  };
};

describe('IME composition and Enter', () => {
  it('sees a composition from isComposing or from keyCode 229', () => {
    expect(isImeComposing(key({ key: 'Enter', isComposing: true }))).toBe(true);
    expect(isImeComposing(key({ key: 'Enter', keyCode: 229 }))).toBe(true);
    expect(isImeComposing(key({ key: 'Enter' }))).toBe(false);
    // A DOM event (no nativeEvent) is read the same way.
    expect(isImeComposing({ key: 'Enter', isComposing: true })).toBe(true);
  });

  it('acts on Enter only outside a composition', () => {
    expect(isEnterToAct(key({ key: 'Enter' }))).toBe(true);
    expect(isEnterToAct(key({ key: 'Enter', isComposing: true }))).toBe(false);
    expect(isEnterToAct(key({ key: 'Enter', keyCode: 229 }))).toBe(false);
    expect(isEnterToAct(key({ key: 'a' }))).toBe(false);
  });

  it('cancels the form submission of an Enter that commits a composition, and no other key', () => {
    const committing = key({ key: 'Enter', isComposing: true });
    expect(holdEnterWhileComposing(committing)).toBe(true);
    expect(committing.prevented()).toBe(true);
    const plain = key({ key: 'Enter' });
    expect(holdEnterWhileComposing(plain)).toBe(false);
    expect(plain.prevented()).toBe(false);
    const letter = key({ key: 'a', isComposing: true });
    expect(holdEnterWhileComposing(letter)).toBe(false);
    expect(letter.prevented()).toBe(false);
  });
});
