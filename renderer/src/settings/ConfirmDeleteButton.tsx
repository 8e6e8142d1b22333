// A destructive action that asks once, inline: the button turns into "question · Confirm · Cancel", focus on Confirm.
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Icon } from '../lib/icons';

export interface ConfirmDeleteButtonProps {
  /** The verb on both buttons, e.g. "Delete" or "Remove". */
  verb: string;
  question: string;
  /** aria-label of the first button, naming what goes, e.g. "Delete Water the plants". */
  ariaLabel: string;
  /** aria-label of the confirmation group, e.g. "Confirm deletion". */
  groupLabel: string;
  disabled?: boolean;
  onConfirm: () => void;
}

export function ConfirmDeleteButton({
  verb,
  question,
  ariaLabel,
  groupLabel,
  disabled,
  onConfirm,
}: ConfirmDeleteButtonProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <button
        type="button"
        className="ghost-button small danger"
        onClick={() => setConfirming(true)}
        disabled={disabled}
        aria-label={ariaLabel}
      >
        <Icon name="trash" size={13} /> {verb}
      </button>
    );
  }
  return (
    <span className="confirm-inline" role="group" aria-label={groupLabel}>
      <span>{question}</span>
      <button
        type="button"
        className="danger-button small"
        autoFocus
        onClick={() => {
          setConfirming(false);
          onConfirm();
        }}
      >
        {verb}
      </button>
      <button type="button" className="ghost-button small" onClick={() => setConfirming(false)}>
        {t('common.cancel')}
      </button>
    </span>
  );
}
