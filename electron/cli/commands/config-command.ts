// `config get [KEY]` and `config set KEY VALUE`: reads and changes the stored settings document.
// VALUE is parsed as JSON when it is valid JSON (true, 3, {"a":1}); otherwise it is taken as a plain string.
import type { HearthRuntime } from '../../runtime/create-runtime';
import { exitCodes, type CliIo } from '../cli-io';

export function valueAtPath(document: unknown, path: string): { found: boolean; value?: unknown } {
  let current: unknown = document;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object' || !Object.prototype.hasOwnProperty.call(current, key))
      return { found: false };
    current = (current as Record<string, unknown>)[key];
  }
  return { found: true, value: current };
}

export function parseConfigValue(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

export async function runConfigCommand(
  args: string[],
  runtime: Pick<HearthRuntime, 'settingsStore' | 'setSetting'>,
  io: CliIo,
  json: boolean,
): Promise<number> {
  const store = runtime.settingsStore;
  const [verb, key, raw] = args;
  if (verb === 'get') {
    const { settings, problems } = store.get();
    for (const problem of problems) io.err(`hearth: ${problem}\n`);
    const lookup = key ? valueAtPath(settings, key) : { found: true, value: settings };
    if (!lookup.found) {
      io.err(`hearth: unknown setting '${key}'\n`);
      return exitCodes.usage;
    }
    if (json) io.jsonLine({ type: 'config', key: key ?? null, value: lookup.value });
    else io.out(`${typeof lookup.value === 'string' ? lookup.value : JSON.stringify(lookup.value, null, 2)}\n`);
    return exitCodes.ok;
  }
  const result = await runtime.setSetting(key ?? '', parseConfigValue(raw ?? ''));
  if (!result.ok) {
    io.err(`hearth: ${result.error}\n`);
    return exitCodes.usage;
  }
  const stored = valueAtPath(result.settings, key ?? '').value;
  if (json) io.jsonLine({ type: 'config', key, value: stored });
  else io.out(`${key} = ${JSON.stringify(stored)}\n`);
  return exitCodes.ok;
}
