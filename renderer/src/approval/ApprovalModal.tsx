// One approval request in a modal: what the tool wants (label, risk, full arguments with hidden characters shown),
// where (workspace, host, notes), a countdown, and Deny / Allow once / Always allow… (or a question to answer).
import { useEffect, useId, useRef, useState } from 'react';
import type { ApprovalRequest } from '../../../electron/shared/agent-events';
import { Icon } from '../lib/icons';
import { riskLabels } from '../lib/tool-risk';
import type { ApprovalAnswer } from '../stores/approval-store';
import { AlwaysAllowForm } from './AlwaysAllowForm';
import { ApprovalArguments, hiddenCharacterCount } from './ApprovalArguments';
import { Countdown } from './Countdown';
import { QuestionPrompt } from './QuestionPrompt';

interface ApprovalModalProps {
  request: ApprovalRequest;
  waiting: number;
  onAnswer: (answer: ApprovalAnswer) => void;
  /** Drawn in the page flow (quick-ask) instead of as a modal dialog. */
  inline?: boolean;
}

export function ApprovalModal({ request, waiting, onAnswer, inline = false }: ApprovalModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const allowRef = useRef<HTMLButtonElement>(null);
  const [mode, setMode] = useState<'decide' | 'always'>('decide');
  const titleId = useId();
  const describedId = useId();
  const deny = () => onAnswer({ decision: 'deny', argsHash: request.argsHash });
  const allowOnce = () => onAnswer({ decision: 'allow', argsHash: request.argsHash });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) {
      if (inline) dialog.show();
      else dialog.showModal();
    }
    if (!request.question) allowRef.current?.focus();
    return () => dialog?.close();
  }, [request.question, inline]);

  useEffect(() => {
    if (mode === 'decide' && !request.question) allowRef.current?.focus();
  }, [mode, request.question]);

  const hidden = hiddenCharacterCount(request.args);
  const question = request.question;
  return (
    <dialog
      ref={dialogRef}
      className={`approval-dialog${inline ? ' inline' : ''}`}
      aria-modal={inline ? undefined : 'true'}
      aria-labelledby={titleId}
      aria-describedby={describedId}
      onCancel={(event) => {
        event.preventDefault();
        if (mode === 'always') setMode('decide');
        else deny();
      }}
      onKeyDown={(event) => {
        if (!inline || event.key !== 'Escape') return;
        event.preventDefault();
        if (mode === 'always') setMode('decide');
        else deny();
      }}
    >
      <header className="approval-header">
        <div className="approval-kicker">
          <Icon name="shield" size={14} /> {question ? 'Hearth has a question' : 'Approval needed'}
          {waiting > 0 ? (
            <span className="queue-count" aria-label={`${waiting} more requests waiting`}>
              +{waiting} waiting
            </span>
          ) : null}
        </div>
        <h2 id={titleId}>{question ? 'Hearth asks' : `Allow ${request.label}?`}</h2>
        {question ? null : (
          <p id={describedId} className="approval-risk">
            <span className="risk-badge" data-risk={request.risk}>{riskLabels[request.risk].label}</span>
            {riskLabels[request.risk].explain}
          </p>
        )}
      </header>

      {question ? (
        <QuestionPrompt describedId={describedId} question={question} onAnswer={(answer) => onAnswer({ decision: 'allow', argsHash: request.argsHash, answer })} onDismiss={deny} />
      ) : (
        <>
          {request.dangerous ? (
            <div className="danger-box" role="alert">
              <Icon name="warning" />
              <div>
                <strong>Be careful.</strong> {request.dangerous}. Check the command closely; “Always allow” is not offered.
              </div>
            </div>
          ) : null}
          {hidden > 0 ? (
            <div className="warn-box" role="alert">
              <Icon name="warning" />
              <div>
                This request contains {hidden} hidden character{hidden === 1 ? '' : 's'}, shown below as ⟨…⟩ markers.
              </div>
            </div>
          ) : null}
          <div className="approval-scroll">
            <ApprovalArguments request={request} />
          </div>
          <Countdown expiresAt={request.expiresAt} />
          {mode === 'always' ? (
            <AlwaysAllowForm request={request} onCancel={() => setMode('decide')} onConfirm={(remember) => onAnswer({ decision: 'allow', argsHash: request.argsHash, remember })} />
          ) : (
            <footer className="approval-actions">
              <button type="button" className="secondary-button" onClick={deny}>
                Deny
              </button>
              <span className="spacer" />
              {request.dangerous ? null : (
                <button type="button" className="secondary-button" onClick={() => setMode('always')}>
                  Always allow…
                </button>
              )}
              <button ref={allowRef} type="button" className="primary-button" onClick={allowOnce}>
                Allow once
              </button>
            </footer>
          )}
        </>
      )}
    </dialog>
  );
}
