// `ask "PROMPT" --attach FILE` (repeatable) through real CLI processes and the fake model: the files reach the request
// (an image as an image_url data URL for a vision model, a text file under its name); a file that cannot be sent
// exits 1 with a one-line reason and nothing is sent.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeLlmServer, type FakeLlmServer } from '../support/fake-llm-server';
import { createTempDirs } from '../support/temp-dir';
import { runCli } from './run-cli';

const temp = createTempDirs();
let server: FakeLlmServer;
let dataDir: string;
let files: string;

beforeAll(async () => {
  server = await startFakeLlmServer();
});
beforeEach(() => {
  server.reset();
  dataDir = temp.make('cli-attach');
  files = temp.make('cli-attach-files');
});
afterAll(async () => {
  await server.close();
  temp.cleanup();
});

const ask = (prompt: string, ...extra: string[]) =>
  runCli(['ask', prompt, '--base-url', server.url, '--data-dir', dataDir, ...extra]);
const chatRequests = () => server.requests.filter((request) => request.path.endsWith('/chat/completions'));
type Part = { type: string; text?: string; image_url?: { url: string } };

async function writeImage(name: string): Promise<string> {
  const file = join(files, name);
  await sharp({ create: { width: 40, height: 20, channels: 3, background: '#0000ff' } })
    .png()
    .toFile(file);
  return file;
}

describe('hearth cli: ask --attach', () => {
  it('sends an image and a text file with the prompt to a vision model', async () => {
    const image = await writeImage('blue.png');
    const notes = join(files, 'notes.txt');
    writeFileSync(notes, 'The sky is blue.');
    server.script({ kind: 'text', text: 'Blue.' });
    const asked = await ask('What colour?', '--attach', image, '--attach', notes, '--model', 'gpt-4o', '--json');
    expect(asked.code, asked.stderr).toBe(0);
    const [request] = chatRequests();
    const messages = (request!.body as { messages: { role: string; content: string | Part[] }[] }).messages;
    const parts = messages.at(-1)!.content as Part[];
    expect(parts.map((part) => part.type)).toEqual(['text', 'text', 'image_url', 'text']);
    expect(parts[0]).toEqual({ type: 'text', text: 'What colour?' });
    expect(parts[2]!.image_url!.url).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    expect(parts[3]!.text).toContain('```notes.txt\nThe sky is blue.\n```');
  });

  it('refuses an image for a model that does not take images: exit 1, one line naming the model and setting', async () => {
    const image = await writeImage('blue.png');
    const asked = await ask('Look', '--attach', image, '--model', 'fake-model');
    expect(asked.code).toBe(1);
    expect(asked.stderr.trim().split('\n')).toEqual([
      'hearth: fake-model does not take images (it is not a known vision model and provider.custom.imageInput is "auto"). Choose a model that does, or set provider.custom.imageInput to "yes" if this one does.',
    ]);
    expect(chatRequests()).toEqual([]);
  });

  it('refuses a missing file, an unknown binary type and a file over 20 MB, sending nothing', async () => {
    const binary = join(files, 'data.bin');
    writeFileSync(binary, Buffer.from([0, 159, 146, 150, 0, 1]));
    const big = join(files, 'big.txt');
    writeFileSync(big, Buffer.alloc(20 * 1024 * 1024 + 1, 0x61));
    const missing = await ask('x', '--attach', join(files, 'nope.txt'), '--json');
    expect(missing.code).toBe(1);
    expect(missing.lines().at(-1)).toMatchObject({
      type: 'result',
      ok: false,
      error: { kind: 'refused', message: 'nope.txt: no such file.' },
    });
    const unknown = await ask('x', '--attach', binary);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/^hearth: data\.bin: Hearth cannot read this type of file/);
    const tooBig = await ask('x', '--attach', big);
    expect(tooBig.code).toBe(1);
    expect(tooBig.stderr.trim()).toBe('hearth: big.txt: the file is over the 20 MB limit for attachments (20.0 MB).');
    expect(chatRequests()).toEqual([]);
  });
});
