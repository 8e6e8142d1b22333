// The form that adds a calendar to Settings → Calendar: name, URL, user and password; "Test calendar connection" reads the
// server without storing anything, "Add calendar" tests and stores it (the password goes to the keychain through main
// and is cleared from the field at once; it is never mirrored into React state).
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../api';
import { holdEnterWhileComposing } from '../lib/ime';
import { useServices } from '../services-context';

type Outcome = { kind: 'ok' | 'error'; text: string } | null;

export function CalendarAccountForm({ onAdded }: { onAdded: (name: string, calendars: string[]) => void }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const id = useId();
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [user, setUser] = useState('');
  const passwordRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'test' | 'add' | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const request = () => ({
    name: name.trim(),
    url: url.trim(),
    ...(user.trim() ? { user: user.trim() } : {}),
    ...(passwordRef.current?.value ? { password: passwordRef.current.value } : {}),
  });

  const run = async (action: 'test' | 'add') => {
    setBusy(action);
    setOutcome(null);
    try {
      const sent = request();
      const result = action === 'test' ? await api.calendarTest(sent) : await api.calendarAdd(sent);
      if (!result.ok) return setOutcome({ kind: 'error', text: result.error.message });
      const calendars = result.data.calendars.join(', ');
      if (action === 'test') return setOutcome({ kind: 'ok', text: t('calendar.tested', { calendars }) });
      if (passwordRef.current) passwordRef.current.value = '';
      setName('');
      setUrl('');
      setUser('');
      onAdded(sent.name, result.data.calendars);
    } catch (error) {
      setOutcome({ kind: 'error', text: describeError(error) });
    } finally {
      setBusy(null);
    }
  };

  const ready = name.trim() !== '' && url.trim() !== '' && busy === null;
  return (
    <form
      className="calendar-form"
      aria-labelledby={`${id}-title`}
      onKeyDown={holdEnterWhileComposing}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (ready) void run('add');
      }}
    >
      <h3 id={`${id}-title`}>{t('calendar.addTitle')}</h3>
      <div className="field-grid">
        <div className="field">
          <label className="field-label" htmlFor={`${id}-name`}>
            {t('calendar.name')}
          </label>
          <input id={`${id}-name`} value={name} onChange={(event) => setName(event.target.value)} spellCheck={false} />
          <span className="field-note">{t('calendar.nameHint')}</span>
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-url`}>
            {t('calendar.url')}
          </label>
          <input
            id={`${id}-url`}
            className="mono-input"
            value={url}
            placeholder="https://cloud.example/remote.php/dav"
            onChange={(event) => setUrl(event.target.value)}
            spellCheck={false}
          />
          <span className="field-note">{t('calendar.urlHint')}</span>
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-user`}>
            {t('calendar.user')}
          </label>
          <input
            id={`${id}-user`}
            value={user}
            autoComplete="off"
            onChange={(event) => setUser(event.target.value)}
            spellCheck={false}
          />
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-password`}>
            {t('calendar.password')}
          </label>
          <input id={`${id}-password`} type="password" autoComplete="off" ref={passwordRef} />
          <span className="field-note">{t('calendar.passwordHint')}</span>
        </div>
      </div>
      <div className="button-row">
        <button type="button" className="ghost-button" disabled={!ready} onClick={() => void run('test')}>
          {busy === 'test' ? t('calendar.testing') : t('calendar.test')}
        </button>
        <button type="submit" className="primary-button" disabled={!ready}>
          {busy === 'add' ? t('calendar.adding') : t('calendar.add')}
        </button>
      </div>
      {outcome ? (
        <p
          className={outcome.kind === 'error' ? 'field-error' : 'field-ok'}
          role={outcome.kind === 'error' ? 'alert' : 'status'}
        >
          {outcome.text}
        </p>
      ) : null}
    </form>
  );
}
