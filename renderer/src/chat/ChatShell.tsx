// The chat window's frame: a sidebar of conversations, the message area and the composer.
import { useEffect, useState } from 'react';
import type { ConversationSummary } from '../../../electron/shared/contract';
import { getApi, hasApi } from '../api';

export function ChatShell() {
  const [conversations, setConversations] = useState<ConversationSummary[]>([]);
  const [problem, setProblem] = useState<string | null>(hasApi() ? null : 'Not connected to Hearth.');

  useEffect(() => {
    if (!hasApi()) return;
    getApi()
      .chatList({})
      .then(setConversations)
      .catch((error: unknown) => setProblem(error instanceof Error ? error.message : String(error)));
  }, []);

  return (
    <div className="shell">
      <nav className="sidebar" aria-label="Conversations">
        <button type="button" className="new-chat">
          New chat
        </button>
        <ul>
          {conversations.map((conversation) => (
            <li key={conversation.id}>{conversation.title || 'Untitled'}</li>
          ))}
        </ul>
      </nav>
      <main className="chat">
        <section className="messages" aria-live="polite">
          {problem ? <p role="alert">{problem}</p> : <p className="empty">Ask Hearth anything.</p>}
        </section>
        <form className="composer" onSubmit={(event) => event.preventDefault()}>
          <textarea aria-label="Message" placeholder="Message Hearth" rows={2} />
          <button type="submit">Send</button>
        </form>
      </main>
    </div>
  );
}
