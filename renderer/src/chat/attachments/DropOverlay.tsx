// The window-wide hint shown while files are dragged over it: dropping them attaches them to the message.
export function DropOverlay({ visible }: { visible: boolean }) {
  if (!visible) return null;
  return (
    <div className="drop-overlay" role="status">
      <p>Drop files to attach</p>
    </div>
  );
}
