// Starts bench/support/fake-llm-child.ts in its own process (same runtime and loader as this one) and returns its URL.
// Closing stdin stops it; close() also kills it by pid if it does not exit promptly.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface FakeLlmProcess {
  url: string;
  close: () => Promise<void>;
}

export async function startFakeLlmProcess(): Promise<FakeLlmProcess> {
  const entry = fileURLToPath(new URL('./fake-llm-child.ts', import.meta.url));
  const child = spawn(process.execPath, [...process.execArgv, entry], { stdio: ['pipe', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    let buffered = '';
    const onData = (data: Buffer): void => {
      buffered += data.toString('utf8');
      const line = buffered.split('\n')[0];
      if (line === undefined || !buffered.includes('\n')) return;
      child.stdout.off('data', onData);
      try {
        resolve((JSON.parse(line) as { url: string }).url);
      } catch {
        reject(new Error(`fake LLM process printed: ${line}`));
      }
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => reject(new Error(`fake LLM process exited early (code ${code})`)));
    child.once('error', reject);
  });
  return {
    url,
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 2_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.stdin.end();
      }),
  };
}
