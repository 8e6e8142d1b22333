// What the voice clients share: the endpoint URL under a base URL, and a server's refusal as one line that never
// carries the key (scrubbed even if the server echoed it back).

/** `${baseUrl}/audio/${endpoint}`, tolerating a trailing slash; the base URL is the …/v1 one, as for models. */
export function audioEndpoint(baseUrl: string, endpoint: 'transcriptions' | 'speech'): string {
  return `${baseUrl.replace(/\/+$/, '')}/audio/${endpoint}`;
}

/** Removes the key from text a server or the network produced. */
export function withoutKey(text: string, key: string | null): string {
  return key ? text.split(key).join('[key]') : text;
}

/** One line for a refused request: the server's status and the start of what it said (its JSON error message). */
export async function serverRefusal(what: string, response: Response, key: string | null): Promise<string> {
  const body = await response.text().catch(() => '');
  let said = body;
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string; message?: unknown };
    const message = typeof parsed.error === 'string' ? parsed.error : (parsed.error?.message ?? parsed.message);
    if (typeof message === 'string') said = message;
  } catch {
    // not JSON: the text itself
  }
  const line = withoutKey(said, key).replace(/\s+/g, ' ').trim().slice(0, 200);
  return `${what} failed: the server answered ${response.status}${line ? ` (${line})` : ''}`;
}

/** One line for a request that never got an answer (no server there, refused connection, DNS). */
export function unreachable(what: string, url: string, error: unknown, key: string | null): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
  return withoutKey(`${what} failed: could not reach ${url} (${cause})`, key);
}
