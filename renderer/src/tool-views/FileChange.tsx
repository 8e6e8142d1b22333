// A file edit as a small diff (removed lines, then added lines) or a write as "created/updated path (bytes)".
export function FileChange({ details }: { details: Record<string, unknown> }) {
  const path = typeof details.path === 'string' ? details.path : 'file';
  if (typeof details.oldText === 'string' && typeof details.newText === 'string') {
    const line = typeof details.line === 'number' ? ` at line ${details.line}` : '';
    return (
      <figure className="file-diff">
        <figcaption>
          {path}
          {line}
        </figcaption>
        <pre aria-label="Changes">
          {details.oldText.split('\n').map((text, index) => (
            <span key={`old-${index}`} className="diff-line removed">
              {`- ${text}\n`}
            </span>
          ))}
          {details.newText.split('\n').map((text, index) => (
            <span key={`new-${index}`} className="diff-line added">
              {`+ ${text}\n`}
            </span>
          ))}
        </pre>
      </figure>
    );
  }
  const bytes = typeof details.bytes === 'number' ? ` (${details.bytes} bytes)` : '';
  return (
    <p className="tool-note">
      {details.created === true ? 'Created' : 'Updated'} <code>{path}</code>
      {bytes}
    </p>
  );
}
