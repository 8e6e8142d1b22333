// The files waiting in the composer or the quick-ask: one chip each with its preview (a small picture, or a file
// icon with the start of the text), its state while it is added or why it was refused, and "Remove NAME".
import { Icon } from '../../lib/icons';
import type { AttachmentDraft, DraftChip } from './use-attachment-draft';

function ChipPreview({ chip }: { chip: DraftChip }) {
  if (chip.status === 'ready' && chip.file.preview.dataUrl)
    return <img className="attachment-thumb" src={chip.file.preview.dataUrl} alt={`Preview of ${chip.name}`} />;
  return (
    <span className="attachment-icon" aria-hidden="true">
      <Icon name={chip.status === 'refused' ? 'warning' : 'file'} size={16} />
    </span>
  );
}

function chipDetail(chip: DraftChip): string {
  if (chip.status === 'adding') return 'Adding…';
  // The reason already names the file on its own chip: no need to say it twice.
  if (chip.status === 'refused')
    return chip.error.startsWith(`${chip.name}: `) ? chip.error.slice(chip.name.length + 2) : chip.error;
  const { meta, kind } = chip.file;
  if (kind === 'image') return meta.width && meta.height ? `${meta.width}×${meta.height}` : 'Image';
  if (meta.pages) return `PDF · ${meta.pages} page${meta.pages === 1 ? '' : 's'}`;
  return `${Math.max(1, Math.round(chip.file.size / 1024))} KB`;
}

export function AttachmentChips({ draft }: { draft: AttachmentDraft }) {
  if (draft.chips.length === 0) return null;
  return (
    <ul className="attachment-chips" aria-label="Attachments">
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
              {chipDetail(chip)}
            </span>
          </span>
          <button
            type="button"
            className="attachment-remove"
            aria-label={`Remove ${chip.name}`}
            title={`Remove ${chip.name}`}
            onClick={() => draft.remove(chip.id)}
          >
            <Icon name="close" size={12} />
          </button>
        </li>
      ))}
    </ul>
  );
}
