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
  let requested = new Set<string>();
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
      requested.add(url);
      try {
        const parsed = new URL(url);
        const port = parsed.port || (parsed.protocol === 'https:' || parsed.protocol === 'wss:' ? '443' : '80');
        requested.add(`${parsed.hostname}:${port}`);
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
      const blocked = [...pageBlocks, ...networkBlocks.filter((block) => requested.has(block.target))].filter((block) => {
        if (seen.has(block.target)) return false;
        seen.add(block.target);
        return true;
      });
      const events: SessionEvents = { blocked, downloads, dialogs, newTabs };
      requested = new Set();
      pageBlocks = [];
      networkBlocks = [];
      downloads = [];
      dialogs = [];
      newTabs = 0;
      return events;
    },
  };
}
