// ask_user: the model's question with optional choices and a free-text answer; dismissing counts as not answering.
import { useTranslation } from 'react-i18next';
import { useState } from 'react';

interface QuestionPromptProps {
  describedId: string;
  question: { text: string; choices?: string[] };
  onAnswer: (answer: string) => void;
  onDismiss: () => void;
}

export function QuestionPrompt({ describedId, question, onAnswer, onDismiss }: QuestionPromptProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  return (
    <form
      className="question-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) onAnswer(text.trim());
      }}
    >
      <p id={describedId} className="question-text" dir="auto">
        {question.text}
      </p>
      {question.choices && question.choices.length > 0 ? (
        <div className="question-choices" role="group" aria-label={t('approval.choices')}>
          {question.choices.map((choice, index) => (
            <button
              key={choice}
              type="button"
              className="secondary-button"
              autoFocus={index === 0}
              onClick={() => onAnswer(choice)}
            >
              {choice}
            </button>
          ))}
        </div>
      ) : null}
      <label className="field">
        <span className="field-label">
          {question.choices?.length ? t('approval.orTypeAnswer') : t('approval.yourAnswer')}
        </span>
        <textarea
          rows={3}
          value={text}
          autoFocus={!question.choices?.length}
          onChange={(event) => setText(event.target.value)}
          maxLength={10_000}
        />
      </label>
      <footer className="approval-actions">
        <button type="button" className="secondary-button" onClick={onDismiss}>
          {t('approval.dontAnswer')}
        </button>
        <span className="spacer" />
        <button type="submit" className="primary-button" disabled={!text.trim()}>
          {t('approval.sendAnswer')}
        </button>
      </footer>
    </form>
  );
}
