// An HTML artifact in a sandboxed iframe: `sandbox="allow-scripts"` without same-origin (no access to Hearth's window,
// storage or preload API) and a Content-Security-Policy that allows nothing from the network — only inline script and
// style and data: images. A srcdoc frame also inherits the page's own policy, so it can only ever be stricter.
export const artifactHtmlPolicy =
  "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:; font-src data:; " +
  "media-src data:; base-uri 'none'; form-action 'none'";

/** The page as the frame gets it: the policy first, before anything the artifact wrote. */
export function sandboxedDocument(html: string): string {
  return `<meta http-equiv="Content-Security-Policy" content="${artifactHtmlPolicy}">\n${html}`;
}

export function SandboxedHtml({ html, label }: { html: string; label: string }) {
  return (
    <iframe
      className="artifact-html"
      title={label}
      sandbox="allow-scripts"
      referrerPolicy="no-referrer"
      srcDoc={sandboxedDocument(html)}
    />
  );
}
