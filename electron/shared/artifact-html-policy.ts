// The Content-Security-Policy an HTML artifact runs under (served by electron/runtime/handlers/artifacts.ts, written
// into exported pages by renderer/src/artifacts/artifact-files.ts): its own inline script and style run, nothing loads
// or connects anywhere — no fetch, XHR, WebSocket, images or fonts but data:/blob:, no frames.
export const artifactHtmlPolicy =
  "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data: blob:; font-src data:";
