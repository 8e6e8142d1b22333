// One sandboxed iframe for content Hearth did not write (MCP App views, HTML artifacts): scripts run, but on an opaque origin of
// their own — no same-origin access to the window, its DOM or window.hearth, no popups, forms, downloads or top
// navigation, no device permissions. What it may load is the policy its address was served with.
import { forwardRef } from 'react';

export interface SandboxedFrameProps {
  /** The document's address (main's view server for MCP Apps); never a same-origin page. */
  src: string;
  /** The frame's accessible name. */
  title: string;
  /** A fixed height; absent, the frame's class sizes it (an artifact fills its panel). */
  height?: number;
  className?: string;
  onLoad?: () => void;
}

export const SandboxedFrame = forwardRef<HTMLIFrameElement, SandboxedFrameProps>(function SandboxedFrame(
  { src, title, height, className, onLoad },
  ref,
) {
  return (
    <iframe
      ref={ref}
      className={className ?? 'sandboxed-frame'}
      src={src}
      title={title}
      // allow-scripts without allow-same-origin: an opaque origin, whatever address it came from.
      sandbox="allow-scripts"
      allow=""
      referrerPolicy="no-referrer"
      loading="lazy"
      style={height === undefined ? undefined : { height }}
      onLoad={onLoad}
    />
  );
});
