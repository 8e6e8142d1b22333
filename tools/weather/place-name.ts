// Checks a user-supplied place name before it goes anywhere near a URL: length, control characters, emptiness.

export const maxPlaceNameLength = 200;

/** Returns why the name is refused, or undefined when it is acceptable. */
export function placeNameProblem(name: string): string | undefined {
  if (name.length > maxPlaceNameLength)
    return `the place name is too long (${name.length} characters; at most ${maxPlaceNameLength})`;
  if (/\p{Cc}/u.test(name)) return 'the place name contains control characters';
  const base = name.split(',')[0]?.trim() ?? '';
  if (base.length < 2) return 'the place name is empty or too short (at least 2 characters before any comma)';
  return undefined;
}
