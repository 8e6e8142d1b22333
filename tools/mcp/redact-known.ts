// Replaces known secret values (an MCP server's configured env and header values) in text with a marker.
import { REDACTED } from '../../electron/shared/secret-shapes';

export function redactKnown(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of [...secrets].sort((a, b) => b.length - a.length))
    if (secret.length >= 4) out = out.split(secret).join(REDACTED);
  return out;
}
