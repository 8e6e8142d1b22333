// A clearly labelled placeholder for a settings section whose channels do not exist yet.
export function PlaceholderSection({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <section id={`settings-${id}`} className="settings-section" aria-labelledby={`settings-${id}-title`}>
      <h2 id={`settings-${id}-title`}>{title}</h2>
      <div className="placeholder-box" role="note">
        <strong>Not available yet.</strong> {text}
      </div>
    </section>
  );
}
