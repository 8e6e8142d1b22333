// One approval request in a modal: what the tool wants (label, risk, full arguments with hidden characters shown),
// where (workspace, host, notes), a countdown, and the choices of approval-choices.ts (or a question to answer). After
// the run read untrusted content it names what was read; a custom tool file shows its file, version and capabilities.
import { Trans, useTranslation } from 'react-i18next';
import { Fragment, useEffect, useId, useRef, useState } from 'react';
import type { ApprovalRequest } from '../../../electron/shared/agent-events';
import { Icon } from '../lib/icons';
import { riskLabels } from '../lib/tool-risk';
import { toolLabel } from '../settings/tool-words';
import type { ApprovalAnswer } from '../stores/approval-store';
import { untrustedSourcesOf } from '../../../electron/shared/untrusted-approval';
import { AlwaysAllowForm } from './AlwaysAllowForm';
import { approvalChoices } from './approval-choices';
import { dangerWords } from './approval-note-words';
import { ApprovalArguments, hiddenCharacterCount } from './ApprovalArguments';
import { Countdown } from './Countdown';
import { CustomToolInfo } from './CustomToolInfo';
import { ElicitationFormPrompt } from './ElicitationFormPrompt';
import { formAnswerText } from '../../../electron/shared/elicitation-form';
import { QuestionPrompt } from './QuestionPrompt';
import { UntrustedSourcesNotice } from './UntrustedSourcesNotice';
import { runCoversWords } from './untrusted-words';

interface ApprovalModalProps {
  request: ApprovalRequest;
  waiting: number;
  onAnswer: (answer: ApprovalAnswer) => void;
  /** Drawn in the page flow (quick-ask) instead of as a modal dialog. */
  inline?: boolean;
}

export function ApprovalModal({ request, waiting, onAnswer, inline = false }: ApprovalModalProps) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const allowRef = useRef<HTMLButtonElement>(null);
  const denyRef = useRef<HTMLButtonElement>(null);
  const [mode, setMode] = useState<'decide' | 'always'>('decide');
  const titleId = useId();
  const describedId = useId();
  const sourcesId = useId();
  const customTool = request.customTool;
  const untrusted = customTool !== undefined && !customTool.trusted;
  const deny = () => onAnswer({ decision: 'deny', argsHash: request.argsHash });
  const choices = approvalChoices(request);
  const sources = request.question ? [] : untrustedSourcesOf(request);
  // Trusting a file is a bigger step than allowing one call, and a run that read untrusted content may be asking for
  // what a page told it: Enter by reflex must not take either, so Deny has the focus.
  const defaultButton = untrusted || sources.length > 0 ? denyRef : allowRef;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) {
      if (inline) dialog.show();
      else dialog.showModal();
    }
    if (!request.question) defaultButton.current?.focus();
    // A server's form starts on its first field (showModal would focus the scrolling field list).
    else if (request.question.form)
      dialog?.querySelector<HTMLElement>('.elicitation-fields :is(input, select, textarea)')?.focus();
    return () => dialog?.close();
  }, [request.question, inline, defaultButton]);

  useEffect(() => {
    if (mode === 'decide' && !request.question) defaultButton.current?.focus();
  }, [mode, request.question, defaultButton]);

  const hidden = hiddenCharacterCount(request.args);
  const question = request.question;
  const form = question?.form;
  return (
    <dialog
      ref={dialogRef}
      className={`approval-dialog${inline ? ' inline' : ''}`}
      aria-modal={inline ? undefined : 'true'}
      aria-labelledby={titleId}
      aria-describedby={sources.length > 0 ? `${describedId} ${sourcesId}` : describedId}
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
          <Icon name="shield" size={14} />{' '}
          {form ? t('approval.kickerForm') : question ? t('approval.kickerQuestion') : t('approval.kicker')}
          {waiting > 0 ? (
            <span className="queue-count" aria-label={t('approval.moreWaiting', { count: waiting })}>
              {t('approval.waiting', { count: waiting })}
            </span>
          ) : null}
        </div>
        <h2 id={titleId}>
          {form
            ? t('approval.serverAsks', { server: form.server })
            : question
              ? t('approval.hearthAsks')
              : untrusted
                ? t('approval.trustAndRunTitle', { label: toolLabel({ name: request.tool, label: request.label }) })
                : t('approval.allowTitle', { label: toolLabel({ name: request.tool, label: request.label }) })}
        </h2>
        {question ? null : customTool ? (
          // The declared risk is the file's own claim: the custom tool block shows it with the rest of what it declares.
          <p id={describedId} className="approval-risk">
            {customTool.trusted ? t('approval.customTrusted') : t('approval.customUntrusted')}
          </p>
        ) : (
          <p id={describedId} className="approval-risk">
            <span className="risk-badge" data-risk={request.risk}>
              {t(riskLabels[request.risk].label)}
            </span>
            {t(riskLabels[request.risk].explain)}
          </p>
        )}
        {request.subAgent ? (
          <p className="approval-sub-agent">{t('subAgentApproval.askedBy', { task: request.subAgent.task })}</p>
        ) : null}
        {request.restored ? (
          <p className="approval-restored" role="note">
            <Icon name="warning" size={14} /> {t('approval.restored')}
          </p>
        ) : null}
      </header>

      {form ? (
        <ElicitationFormPrompt
          describedId={describedId}
          form={form}
          onAnswer={(answer) =>
            onAnswer({ decision: 'allow', argsHash: request.argsHash, answer: formAnswerText(answer) })
          }
        />
      ) : question ? (
        <QuestionPrompt
          describedId={describedId}
          question={question}
          onAnswer={(answer) => onAnswer({ decision: 'allow', argsHash: request.argsHash, answer })}
          onDismiss={() => onAnswer({ decision: 'deny', argsHash: request.argsHash, unanswered: 'cancelled' })}
        />
      ) : (
        <>
          {sources.length > 0 ? (
            <UntrustedSourcesNotice
              id={sourcesId}
              sources={sources}
              {...(choices.some((choice) => choice.kind === 'run') ? { runCovers: runCoversWords(request) } : {})}
            />
          ) : null}
          {request.dangerous ? (
            <div className="danger-box" role="alert">
              <Icon name="warning" />
              <div>
                <Trans
                  t={t}
                  i18nKey="approval.dangerous"
                  values={{ reason: dangerWords(request) }}
                  components={{ strong: <strong /> }}
                />
              </div>
            </div>
          ) : null}
          {hidden > 0 ? (
            <div className="warn-box" role="alert">
              <Icon name="warning" />
              <div>{t('approval.hiddenCharacters', { count: hidden })}</div>
            </div>
          ) : null}
          <div className="approval-scroll">
            {customTool ? (
              <CustomToolInfo tool={customTool} {...(request.dangerous ? { dangerous: request.dangerous } : {})} />
            ) : null}
            <ApprovalArguments request={request} />
          </div>
          <Countdown expiresAt={request.expiresAt} />
          {mode === 'always' ? (
            <AlwaysAllowForm
              request={request}
              onCancel={() => setMode('decide')}
              onConfirm={(remember) => onAnswer({ decision: 'allow', argsHash: request.argsHash, remember })}
            />
          ) : (
            <footer className="approval-actions">
              {choices.map((choice) =>
                choice.kind === 'deny' ? (
                  <Fragment key={choice.kind}>
                    <button ref={denyRef} type="button" className="secondary-button" onClick={deny}>
                      {t(choice.label)}
                    </button>
                    <span className="spacer" />
                  </Fragment>
                ) : (
                  <button
                    key={choice.kind}
                    ref={choice.kind === 'once' ? allowRef : undefined}
                    type="button"
                    className={
                      choice.kind === 'once' || choice.kind === 'trust' ? 'primary-button' : 'secondary-button'
                    }
                    onClick={() => (choice.kind === 'always' ? setMode('always') : onAnswer(choice.answer))}
                  >
                    {t(choice.label)}
                  </button>
                ),
              )}
            </footer>
          )}
        </>
      )}
    </dialog>
  );
}
