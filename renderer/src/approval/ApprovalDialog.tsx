// The approval dialog: one request at a time from the queue (with a counter of those waiting), as a native modal
// <dialog> (focus trapped, background inert). Esc denies; answering sends approval:respond bound to the args hash.
import { useEffect } from 'react';
import { useApprovals } from '../services-context';
import { ApprovalModal } from './ApprovalModal';

export function ApprovalDialog({ inline = false }: { inline?: boolean }) {
  const queue = useApprovals((state) => state.queue);
  const respond = useApprovals((state) => state.respond);
  const expire = useApprovals((state) => state.expire);
  const current = queue[0];

  useEffect(() => {
    if (!current) return;
    const delay = Math.max(0, current.request.expiresAt - Date.now()) + 50;
    const timer = setTimeout(() => expire(Date.now()), delay);
    return () => clearTimeout(timer);
  }, [current, expire]);

  if (!current) return null;
  return (
    <ApprovalModal
      key={current.request.callId}
      request={current.request}
      waiting={queue.length - 1}
      inline={inline}
      onAnswer={(answer) => void respond(current.request.callId, answer)}
    />
  );
}
