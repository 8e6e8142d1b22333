// Settings → Skills and hooks: the `hooks` setting as JSON (beforeToolCall and afterToolCall lists of
// {"command", "tools"?, "timeoutMs"?}), checked against the settings schema's own hook shape before it is saved.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { hookListSchema } from '../../../electron/shared/hooks-settings-schema';
import { useSettings } from '../services-context';

const hooksDocument = () => z.object({ beforeToolCall: hookListSchema, afterToolCall: hookListSchema }).strict();

export function HooksEditor() {
  const { t } = useTranslation();
  const hooks = useSettings((state) => state.settings?.hooks);
  const set = useSettings((state) => state.set);
  const stored = JSON.stringify(hooks ?? { beforeToolCall: [], afterToolCall: [] }, null, 2);
  const [text, setText] = useState(stored);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  // A saved (or newly loaded) setting replaces what the box shows.
  const [shownStored, setShownStored] = useState(stored);
  if (shownStored !== stored) {
    setShownStored(stored);
    setText(stored);
  }

  const save = async () => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return setMessage({ kind: 'error', text: t('skills.hooksNotJson') });
    }
    const checked = hooksDocument().safeParse(value);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      return setMessage({
        kind: 'error',
        text: t('skills.hooksInvalid', { path: issue?.path.join('.') || '—' }),
      });
    }
    const outcome = await set('hooks', checked.data);
    setMessage(outcome.ok ? { kind: 'ok', text: t('skills.hooksSaved') } : { kind: 'error', text: outcome.error });
  };

  return (
    <div className="hooks-editor">
      <h3 id="settings-hooks-title">{t('skills.hooksTitle')}</h3>
      <p className="section-intro">{t('skills.hooksIntro')}</p>
      <label htmlFor="settings-hooks-json">{t('skills.hooksLabel')}</label>
      <textarea
        id="settings-hooks-json"
        className="mono"
        rows={8}
        spellCheck={false}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="button" className="primary-button small" onClick={() => void save()}>
        {t('skills.hooksSave')}
      </button>
      {message ? (
        <p
          className={message.kind === 'error' ? 'field-error' : 'field-ok'}
          role={message.kind === 'error' ? 'alert' : 'status'}
        >
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
