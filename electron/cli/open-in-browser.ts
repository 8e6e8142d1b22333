// The CLI's stand-in for the desktop's link opener when an MCP server needs a sign-in: prints the authorization URL
// (so it can be opened by hand, e.g. over SSH) and asks the OS to open it in the default browser. Only http(s).
import { spawn } from 'node:child_process';

export function openInBrowser(url: URL, write: (text: string) => void, platform = process.platform): void {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    write(`hearth: not opening a sign-in page that is not http(s): ${url.protocol}\n`);
    return;
  }
  write(`hearth: sign in to the MCP server in your browser: ${url.href}\n`);
  const [command, args] =
    platform === 'darwin'
      ? ['open', [url.href]]
      : platform === 'win32'
        ? ['cmd', ['/c', 'start', '""', url.href]]
        : ['xdg-open', [url.href]];
  try {
    const child = spawn(command, args, { stdio: 'ignore', detached: true });
    child.on('error', () => undefined); // no opener installed: the printed URL is enough
    child.unref();
  } catch {
    // as above
  }
}
