// The files waiting in the composer or the quick-ask: one chip each with its preview (a small picture, or a file
// icon with the start of the text), its state while it is added or why it was refused, and "Remove NAME".
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formatNumber } from '../../lib/format';
import { Icon } from '../../lib/icons';
import type { AttachmentDraft, DraftChip } from './use-attachment-draft';

function ChipPreview({ chip }: { chip: DraftChip }) {
  const { t } = useTranslation();
  if (chip.status === 'ready' && chip.file.preview.dataUrl)
    return (
      <img
        className="attachment-thumb"
        src={chip.file.preview.dataUrl}
        alt={t('attachments.preview', { name: chip.name })}
      />
    );
  return (
    <span className="attachment-icon" aria-hidden="true">
      <Icon name={chip.status === 'refused' ? 'warning' : 'file'} size={16} />
    </span>
  );
}

function chipDetail(chip: DraftChip, t: TFunction): string {
  if (chip.status === 'adding') return t('attachments.adding');
  // The reason already names the file on its own chip: no need to say it twice.
  if (chip.status === 'refused')
    return chip.error.startsWith(`${chip.name}: `) ? chip.error.slice(chip.name.length + 2) : chip.error;
  const { meta, kind } = chip.file;
  if (kind === 'image') return meta.width && meta.height ? `${meta.width}×${meta.height}` : t('attachments.image');
  return fileSize(meta.pages, chip.file.size, t);
}

/** A document's size in words: its pages for a PDF, else its kilobytes (the sent message's list says the same). */
export function fileSize(pages: number | undefined, bytes: number, t: TFunction): string {
  if (pages) return t('attachments.pdfPages', { count: pages });
  return t('attachments.size', { size: formatNumber(Math.max(1, Math.round(bytes / 1024))) });
}

export function AttachmentChips({ draft }: { draft: AttachmentDraft }) {
  const { t } = useTranslation();
  if (draft.chips.length === 0) return null;
  return (
    <ul className="attachment-chips" aria-label={t('attachments.list')}>
      {draft.chips.map((chip) => (
        <li
          key={chip.id}
          className={`attachment-chip ${chip.status}`}
          title={chip.status === 'ready' && chip.file.preview.text ? chip.file.preview.text : undefined}
        >
          <ChipPreview chip={chip} />
          <span className="attachment-text">
            <span className="attachment-name">{chip.name}</span>
            <span className="attachment-detail" {...(chip.status === 'refused' ? { role: 'alert' } : {})}>
              {chipDetail(chip, t)}
            </span>
          </span>
          <button
            type="button"
            className="attachment-remove"
            aria-label={t('attachments.remove', { name: chip.name })}
            title={t('attachments.remove', { name: chip.name })}
            onClick={() => draft.remove(chip.id)}
          >
            <Icon name="close" size={12} />
          </button>
        </li>
      ))}
    </ul>
  );
}
