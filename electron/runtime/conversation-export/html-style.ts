// The HTML export's inline stylesheet: readable in light and dark (prefers-color-scheme), printable, no web fonts.
export const exportStylesheet = `
:root { color-scheme: light dark; --bg: #fbfaf8; --fg: #1f1d1a; --muted: #6b655d; --card: #ffffff; --line: #e4dfd8;
  --user: #f1ece4; --tool: #f6f4f0; --code: #f3f0eb; --error: #b3261e; --accent: #c2410c; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #1b1a18; --fg: #ece8e2; --muted: #a39d94; --card: #242220; --line: #3a3733; --user: #2e2a25;
    --tool: #211f1d; --code: #2b2926; --error: #f2b8b5; --accent: #fb923c; }
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--fg);
  font: 15px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
main { max-width: 820px; margin: 0 auto; padding: 32px 20px 64px; }
h1 { font-size: 1.6rem; margin: 0 0 8px; overflow-wrap: anywhere; }
.facts { color: var(--muted); font-size: 0.85rem; margin: 0 0 28px; padding: 0; list-style: none; }
.message { background: var(--card); border: 1px solid var(--line); border-radius: 12px; padding: 14px 16px;
  margin: 0 0 14px; }
.message.user { background: var(--user); }
.message.tool { background: var(--tool); }
.message > header { display: flex; flex-wrap: wrap; gap: 8px; align-items: baseline; margin-bottom: 8px;
  font-size: 0.85rem; color: var(--muted); }
.speaker { font-weight: 600; color: var(--fg); }
.status { color: var(--error); font-weight: 600; }
.text { white-space: pre-wrap; overflow-wrap: anywhere; margin: 0; }
.text + .text, pre.code + .text { margin-top: 10px; }
pre.code[data-language]::before { content: attr(data-language); display: block; margin-bottom: 6px;
  font-size: 0.75rem; color: var(--muted); }
pre { background: var(--code); border: 1px solid var(--line); border-radius: 8px; padding: 10px 12px; margin: 8px 0 0;
  overflow-x: auto; white-space: pre-wrap; overflow-wrap: anywhere;
  font: 13px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
details { margin-top: 8px; }
summary { cursor: pointer; color: var(--muted); font-size: 0.85rem; }
.call-name { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; color: var(--accent); }
.reasoning { border-left: 3px solid var(--line); padding-left: 10px; color: var(--muted); }
img { display: block; max-width: 100%; height: auto; margin-top: 8px; border-radius: 8px; border: 1px solid var(--line); }
.note { color: var(--muted); font-style: italic; }
@media print { body { background: #fff; color: #000; } .message { break-inside: avoid; } }
`;
