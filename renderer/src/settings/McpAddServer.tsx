// "Add a server": paste JSON (one server, a README's `"name": {…}` fragment, or a whole mcpServers object) or fill a
// small form; main checks it (errors name the field), moves env and header values to the keychain and adds it.
import { useId, useState } from 'react';
import type { McpAddOutcome } from '../../../electron/shared/extensions-contract';
import type { HearthApi } from '../api';
import { emptyMcpForm, formToEntry, type McpFormFields } from './mcp-form-entry';
import { McpOutcomeList } from './McpOutcomeList';

type Mode = 'paste' | 'form';

export function McpAddServer({ api, onAdded }: { api: Pick<HearthApi, 'mcpAddServers'>; onAdded: () => void }) {
  const id = useId();
  const [mode, setMode] = useState<Mode>('paste');
  const [text, setText] = useState('');
  const [name, setName] = useState('');
  const [form, setForm] = useState<McpFormFields>(emptyMcpForm);
  const [error, setError] = useState<string | null>(null);
  const [outcomes, setOutcomes] = useState<McpAddOutcome[]>([]);
  const [busy, setBusy] = useState(false);
  const [last, setLast] = useState<{ text: string; name?: string } | null>(null);

  const send = async (request: { text: string; name?: string }, replace: string[]) => {
    setBusy(true);
    setError(null);
    try {
      const result = await api.mcpAddServers({ ...request, replace });
      if (!result.ok) {
        setError(result.error.message);
        setOutcomes([]);
        return;
      }
      setOutcomes(result.data.outcomes);
      setLast(request);
      if (result.data.outcomes.some((o) => o.result === 'added' || o.result === 'replaced')) {
        onAdded();
        if (result.data.outcomes.every((o) => o.result === 'added' || o.result === 'replaced')) {
          setText('');
          setForm(emptyMcpForm);
          setName('');
        }
      }
    } finally {
      setBusy(false);
    }
  };

  const submit = () => {
    setOutcomes([]);
    const trimmedName = name.trim();
    if (mode === 'paste') return void send({ text, ...(trimmedName ? { name: trimmedName } : {}) }, []);
    if (trimmedName === '') return setError('Name: give the server a name.');
    const entry = formToEntry(form);
    if (!entry.ok) return setError(entry.error);
    void send({ text: JSON.stringify(entry.entry), name: trimmedName }, []);
  };

  const field = (key: keyof McpFormFields, label: string, options: { multiline?: boolean; hint?: string } = {}) => (
    <div className="field">
      <label className="field-label" htmlFor={`${id}-${key}`}>
        {label}
      </label>
      {options.multiline ? (
        <textarea
          id={`${id}-${key}`}
          className="mono-input"
          rows={3}
          value={form[key]}
          onChange={(event) => setForm({ ...form, [key]: event.target.value })}
        />
      ) : (
        <input
          id={`${id}-${key}`}
          className="mono-input"
          value={form[key]}
          onChange={(event) => setForm({ ...form, [key]: event.target.value })}
        />
      )}
      {options.hint ? <span className="field-note">{options.hint}</span> : null}
    </div>
  );

  return (
    <div className="mcp-add" role="group" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="mcp-add-title">
        Add a server
      </h4>
      <div className="segmented" role="radiogroup" aria-label="How to add a server">
        {(
          [
            ['paste', 'Paste JSON'],
            ['form', 'Fill in a form'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="choice">
            <input
              type="radio"
              name={`${id}-mode`}
              value={value}
              checked={mode === value}
              onChange={() => {
                setMode(value);
                setError(null);
              }}
            />
            {label}
          </label>
        ))}
      </div>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-name`}>
          Name
        </label>
        <input id={`${id}-name`} value={name} onChange={(event) => setName(event.target.value)} />
        <span className="field-note">
          {mode === 'paste'
            ? 'Needed only when the JSON is a single server without its name.'
            : 'Lower-case, e.g. github.'}
        </span>
      </div>
      {mode === 'paste' ? (
        <div className="field">
          <label className="field-label" htmlFor={`${id}-json`}>
            Server JSON
          </label>
          <textarea
            id={`${id}-json`}
            className="mono-input"
            rows={7}
            placeholder={'{\n  "mcpServers": {\n    "filesystem": { "command": "npx", "args": ["-y", "…"] }\n  }\n}'}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <span className="field-note">
            As a server’s README shows it. Values in “env” and “headers” are kept in the system keychain.
          </span>
        </div>
      ) : (
        <>
          <div className="field">
            <label className="field-label" htmlFor={`${id}-kind`}>
              Kind
            </label>
            <select
              id={`${id}-kind`}
              value={form.kind}
              onChange={(event) => setForm({ ...form, kind: event.target.value as McpFormFields['kind'] })}
            >
              <option value="stdio">Local program</option>
              <option value="http">Remote (streamable HTTP)</option>
              <option value="sse">Remote (SSE, older servers)</option>
            </select>
          </div>
          {form.kind === 'stdio' ? (
            <>
              {field('command', 'Command')}
              {field('args', 'Arguments', { multiline: true, hint: 'One per line.' })}
              {field('env', 'Environment variables', {
                multiline: true,
                hint: 'NAME=value, one per line; values go to the keychain.',
              })}
            </>
          ) : (
            <>
              {field('url', 'URL')}
              {field('headers', 'Headers', {
                multiline: true,
                hint: 'Header-Name: value, one per line; values go to the keychain.',
              })}
            </>
          )}
        </>
      )}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="mcp-add-actions">
        <button type="button" className="primary-button" disabled={busy} onClick={submit}>
          Add server
        </button>
      </div>
      <McpOutcomeList outcomes={outcomes} onReplace={(server) => (last ? void send(last, [server]) : undefined)} />
    </div>
  );
}
