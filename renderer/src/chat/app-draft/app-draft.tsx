// Words an MCP App view asked to send (`ui/message`), put into this window's composer as a draft the person reads and
// sends: never sent by themselves. A window event carries them from the view's host bridge to the Composer.
import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';

const APP_DRAFT_EVENT = 'hearth:app-draft';

export interface AppDraft {
  /** The MCP server whose app view wrote the words. */
  app: string;
  text: string;
}

/** Hands an app view's words to the composer of this window (nothing is sent). */
export function offerAppDraft(draft: AppDraft): void {
  if (!draft.text.trim()) return;
  window.dispatchEvent(new CustomEvent<AppDraft>(APP_DRAFT_EVENT, { detail: draft }));
}

/** Adds offered words to the composer's text (on a new line after any text); answers the app that wrote them. */
export function useAppDraft(text: string, setText: Dispatch<SetStateAction<string>>, focus: () => void): string | null {
  const [app, setApp] = useState<string | null>(null);
  useEffect(() => {
    const listener = (event: Event) => {
      const offered = (event as CustomEvent<AppDraft>).detail;
      setText((current) => (current.trim() ? `${current.trimEnd()}\n${offered.text}` : offered.text));
      setApp(offered.app);
      focus();
    };
    window.addEventListener(APP_DRAFT_EVENT, listener);
    return () => window.removeEventListener(APP_DRAFT_EVENT, listener);
  }, [setText, focus]);
  // Once the text is sent or cleared the note goes (state adjusted while rendering, not in an effect).
  if (app !== null && !text.trim()) setApp(null);
  return app;
}

/** The short note above the composer naming the app whose words are in it. */
export function AppDraftNote({ app }: { app: string | null }) {
  const { t } = useTranslation();
  if (!app) return null;
  return (
    <p className="composer-app-draft" role="status">
      {t('mcpApp.draftFrom', { app })}
    </p>
  );
}
