// Collects what happened in the browser between two tool results: blocked requests, refused downloads,
// dismissed dialogs and new tabs. Network-level blocks are reported only for requests pages actually made,
// so the browser's own background traffic does not show up as the page's doing.

export interface BlockedRequest {
  target: string;
  reason: string;
}

export interface SessionEvents {
  blocked: BlockedRequest[];
  downloads: string[];
  dialogs: string[];
  newTabs: number;
}

export interface SessionEventLog {
  /** A request a page made (or a WebSocket it opened); remembered so network-level blocks can be attributed. */
  pageRequested(url: string): void;
  blockedByPage(target: string, reason: string): void;
  blockedByNetwork(target: string, reason: string): void;
  downloadRefused(description: string): void;
  dialogDismissed(description: string): void;
  tabOpened(): void;
  /** Everything since the last call, then starts afresh. */
  take(): SessionEvents;
}

const maxEntries = 50;

export function createSessionEventLog(): SessionEventLog {
  /** Request URLs and their "host:port" (what a CONNECT names), each mapped to the URL to show. */
  let requested = new Map<string, string>();
  let pageBlocks: BlockedRequest[] = [];
  let networkBlocks: BlockedRequest[] = [];
  let downloads: string[] = [];
  let dialogs: string[] = [];
  let newTabs = 0;
  const push = <T>(list: T[], item: T): void => {
    if (list.length < maxEntries) list.push(item);
  };
  return {
    pageRequested(url) {
      if (requested.size > 2_000) return;
      requested.set(url, url);
      try {
        const parsed = new URL(url);
        const port = parsed.port || (parsed.protocol === 'https:' || parsed.protocol === 'wss:' ? '443' : '80');
        const hostPort = `${parsed.hostname}:${port}`;
        // A plain-HTTP request never needs a CONNECT tunnel; a WebSocket is the likelier reason for one.
        if (!requested.has(hostPort) || parsed.protocol === 'ws:' || parsed.protocol === 'wss:')
          requested.set(hostPort, url);
      } catch {
        // not a URL: nothing more to remember
      }
    },
    blockedByPage: (target, reason) => push(pageBlocks, { target, reason }),
    blockedByNetwork: (target, reason) => push(networkBlocks, { target, reason }),
    downloadRefused: (description) => push(downloads, description),
    dialogDismissed: (description) => push(dialogs, description),
    tabOpened: () => {
      newTabs += 1;
    },
    take() {
      const seen = new Set<string>();
      const attributed = networkBlocks.flatMap((block) => {
        const shown = requested.get(block.target);
        return shown === undefined ? [] : [{ target: shown, reason: block.reason }];
      });
      const blocked = [...pageBlocks, ...attributed].filter((block) => {
        if (seen.has(block.target)) return false;
        seen.add(block.target);
        return true;
      });
      const events: SessionEvents = { blocked, downloads, dialogs, newTabs };
      requested = new Map();
      pageBlocks = [];
      networkBlocks = [];
      downloads = [];
      dialogs = [];
      newTabs = 0;
      return events;
    },
  };
}
