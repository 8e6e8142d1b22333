// The application shell: sidebar of conversations and the chat pane.
import { ChatShell } from './chat/ChatShell';

export function App() {
  return <ChatShell />;
}
