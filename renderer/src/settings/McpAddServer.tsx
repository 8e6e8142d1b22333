// "Add a server": paste JSON (one server, a README's `"name": {…}` fragment, or a whole mcpServers object) or fill a
// small form; main checks it (errors name the field), moves env and header values to the keychain and adds it.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { McpAddOutcome } from '../../../electron/shared/extensions-contract';
import type { HearthApi } from '../api';
import { emptyMcpForm, formToEntry, type McpFormFields } from './mcp-form-entry';
import { McpOutcomeList } from './McpOutcomeList';

type Mode = 'paste' | 'form';

export function McpAddServer({ api, onAdded }: { api: Pick<HearthApi, 'mcpAddServers'>; onAdded: () => void }) {
  const { t } = useTranslation();
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
    if (trimmedName === '') return setError(t('mcpAdd.nameMissing'));
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
        {t('mcpAdd.title')}
      </h4>
      <div className="segmented" role="radiogroup" aria-label={t('mcpAdd.how')}>
        {(
          [
            ['paste', t('mcpAdd.paste')],
            ['form', t('mcpAdd.form')],
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
          {t('mcpAdd.name')}
        </label>
        <input id={`${id}-name`} value={name} onChange={(event) => setName(event.target.value)} />
        <span className="field-note">{mode === 'paste' ? t('mcpAdd.nameHintPaste') : t('mcpAdd.nameHintForm')}</span>
      </div>
      {mode === 'paste' ? (
        <div className="field">
          <label className="field-label" htmlFor={`${id}-json`}>
            {t('mcpAdd.json')}
          </label>
          <textarea
            id={`${id}-json`}
            className="mono-input"
            rows={7}
            placeholder={'{\n  "mcpServers": {\n    "filesystem": { "command": "npx", "args": ["-y", "…"] }\n  }\n}'}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <span className="field-note">{t('mcpAdd.jsonHint')}</span>
        </div>
      ) : (
        <>
          <div className="field">
            <label className="field-label" htmlFor={`${id}-kind`}>
              {t('mcpAdd.kind')}
            </label>
            <select
              id={`${id}-kind`}
              value={form.kind}
              onChange={(event) => setForm({ ...form, kind: event.target.value as McpFormFields['kind'] })}
            >
              <option value="stdio">{t('mcpAdd.kindStdio')}</option>
              <option value="http">{t('mcpAdd.kindHttp')}</option>
              <option value="sse">{t('mcpAdd.kindSse')}</option>
            </select>
          </div>
          {form.kind === 'stdio' ? (
            <>
              {field('command', t('mcpAdd.command'))}
              {field('args', t('mcpAdd.arguments'), { multiline: true, hint: t('mcpAdd.argumentsHint') })}
              {field('env', t('mcpAdd.env'), { multiline: true, hint: t('mcpAdd.envHint') })}
            </>
          ) : (
            <>
              {field('url', t('mcpAdd.url'))}
              {field('headers', t('mcpAdd.headers'), { multiline: true, hint: t('mcpAdd.headersHint') })}
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
          {t('mcpAdd.add')}
        </button>
      </div>
      <McpOutcomeList outcomes={outcomes} onReplace={(server) => (last ? void send(last, [server]) : undefined)} />
    </div>
  );
}
