// The secret values of an environment (what Hearth was started with), found by the variables' names and labelled
// with them.
import type { LabelledSecret } from './secret-redactor';

/** Names of environment variables that hold credentials: *_API_KEY, *_TOKEN, *_SECRET, *_PASSWORD, *_ACCESS_KEY… */
const SECRET_ENV_NAME =
  /(?:^|_)(?:API_?KEY|[A-Z]*TOKEN|SECRET|SECRET_KEY|PASSWORD|PASSWD|PASSPHRASE|ACCESS_KEY|PRIVATE_KEY|CREDENTIALS?)$/i;
/** Shorter values are flags or ids, not secrets, and would blank out ordinary words. */
const MIN_ENV_SECRET_LENGTH = 8;

/** The secret values of an environment (what Hearth was started with), labelled with the variable's name. */
export function collectEnvSecrets(env: Record<string, string | undefined>): LabelledSecret[] {
  const found: LabelledSecret[] = [];
  for (const [name, value] of Object.entries(env)) {
    if (typeof value !== 'string' || !SECRET_ENV_NAME.test(name)) continue;
    const trimmed = value.trim();
    if (trimmed.length < MIN_ENV_SECRET_LENGTH || /^[/~]/.test(trimmed) || /^(?:true|false|\d+)$/i.test(trimmed))
      continue;
    found.push({ value: trimmed, label: name });
    if (trimmed !== value) found.push({ value, label: name });
  }
  return found;
}
