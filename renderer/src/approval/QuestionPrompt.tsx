// ask_user: the model's question with optional choices and a free-text answer; dismissing counts as not answering.
import { useState } from 'react';

interface QuestionPromptProps {
  describedId: string;
  question: { text: string; choices?: string[] };
  onAnswer: (answer: string) => void;
  onDismiss: () => void;
}

export function QuestionPrompt({ describedId, question, onAnswer, onDismiss }: QuestionPromptProps) {
  const [text, setText] = useState('');
  return (
    <form
      className="question-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) onAnswer(text.trim());
      }}
    >
      <p id={describedId} className="question-text">
        {question.text}
      </p>
      {question.choices && question.choices.length > 0 ? (
        <div className="question-choices" role="group" aria-label="Choices">
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
        <span className="field-label">{question.choices?.length ? 'Or type an answer' : 'Your answer'}</span>
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
          Don’t answer
        </button>
        <span className="spacer" />
        <button type="submit" className="primary-button" disabled={!text.trim()}>
          Send answer
        </button>
      </footer>
    </form>
  );
}
