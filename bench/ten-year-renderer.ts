// Bench part: ten years of use in the renderer (issue 44). The real renderer in headless Chromium over the real core's
// chat:list/chat:load/attachments:preview on the generated history (bench/support/ten-year-db.ts): pictures at scale,
// the sidebar's long tasks, and the whole app's memory on a small machine, each against a baseline of the same run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createConversationStore } from '../electron/storage/conversations';
import { closeDatabaseCleanly, openDatabase } from '../electron/storage/database';
import { timeUntilFirstLine } from './startup';
import { chromiumMissing, startBenchPage } from './support/bench-page';
import type { BenchPart, BenchRow } from './support/bench-types';
import { coreHandlers } from './support/core-bridge';
import { makePictureBytes } from './support/picture-bytes';
import { PICTURE_TURNS, SCREENSHOTS_PER_TURN, writePictureConversation } from './support/picture-conversation';
import { median } from './support/stats';
import { tenYearScaleFromEnv } from './support/ten-year-counts';
import { ensureTenYearDb } from './support/ten-year-db';
import { measureAppPage, measurePictures, measureSidebar } from './support/ten-year-renderer-measure';
import { copyDataFolder } from './support/ten-year-setup';
import { bundleNodeEntry, repoRoot } from './support/vite-bundle';
import { pictureRows, sidebarRows, wholeAppRow } from './support/ten-year-renderer-rows';

const RUNS = 3;
const MiB = 2 ** 20;

/** Opens the folder's database with the real code (migrations run) and closes it cleanly, as a quit would. */
function migrate(dataDir: string): void {
  const { db, checkedAt } = openDatabase(path.join(dataDir, 'hearth.db'));
  closeDatabaseCleanly(db, checkedAt);
}

/** The start-up probe's RSS at ready (MiB), medians of RUNS alternated launches, after one warming launch each. */
async function coreMemory(emptyDir: string, tenDir: string): Promise<{ empty: number; ten: number }> {
  const probe = await bundleNodeEntry(path.join(repoRoot, 'bench/support/startup-probe.ts'), 'startup-probe');
  const rss = async (dir: string) => ((await timeUntilFirstLine([probe, dir], true)).report?.rssBytes ?? NaN) / MiB;
  await rss(emptyDir); // creates the empty database
  await rss(tenDir);
  const empty: number[] = [];
  const ten: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    empty.push(await rss(emptyDir));
    ten.push(await rss(tenDir));
  }
  return { empty: median(empty), ten: median(ten) };
}

export const tenYearRendererPart: BenchPart = {
  id: 'ten-year-renderer',
  title: 'Ten years of use in the renderer (Chromium)',
  async run() {
    const missing = chromiumMissing();
    if (missing) return { status: 'pending', detail: missing, rows: [] };
    const scale = tenYearScaleFromEnv();
    const ten = ensureTenYearDb(scale);
    const base = ensureTenYearDb(Math.max(scale * 0.05, 0.00001));
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-bench-ten-year-renderer-'));
    const pictures = await makePictureBytes(PICTURE_TURNS * SCREENSHOTS_PER_TURN, PICTURE_TURNS);
    const bench = await startBenchPage();
    const open: (() => void)[] = [];
    try {
      const [tenDir, baseDir, emptyDir] = ['ten', 'base', 'empty'].map((name) => path.join(work, name)) as [
        string,
        string,
        string,
      ];
      copyDataFolder(ten.dir, tenDir);
      copyDataFolder(base.dir, baseDir);
      migrate(tenDir);
      migrate(baseDir);
      const core = await coreMemory(emptyDir, tenDir);

      const handlersOf = (dataDir: string) => {
        const { db, checkedAt } = openDatabase(path.join(dataDir, 'hearth.db'));
        open.push(() => closeDatabaseCleanly(db, checkedAt));
        return { db, handlers: coreHandlers(db, dataDir) };
      };
      const tenCore = handlersOf(tenDir);
      const baseCore = handlersOf(baseDir);
      const emptyCore = handlersOf(emptyDir);

      const pages = { empty: [] as number[], ten: [] as number[] };
      for (let i = 0; i < RUNS; i += 1) {
        pages.empty.push((await measureAppPage(bench, emptyCore.handlers)).pssMib ?? NaN);
        pages.ten.push((await measureAppPage(bench, tenCore.handlers)).pssMib ?? NaN);
      }
      const sidebar = await measureSidebar(bench, tenCore.handlers);
      const sidebarBase = await measureSidebar(bench, baseCore.handlers);

      const written = writePictureConversation(tenCore.db, tenDir, pictures);
      const emptyConversation = createConversationStore(tenCore.db).create({ title: 'Empty' });
      const pictureRun = await measurePictures(bench, tenCore.handlers, emptyConversation.id, written.id);

      const whole = {
        core,
        renderer: { empty: median(pages.empty), ten: median(pages.ten) },
      };
      const rows: BenchRow[] = [
        ...pictureRows(pictureRun, written.pictureBytes, PICTURE_TURNS * (SCREENSHOTS_PER_TURN + 1)),
        ...sidebarRows(sidebar, sidebarBase, ten.counts.conversations, base.counts.conversations),
        wholeAppRow(whole, RUNS),
      ];
      return {
        status: 'done',
        detail:
          `Scale ${scale} (HEARTH_BENCH_TEN_YEAR_SCALE): the ten-year part's database (bench/support/ten-year-db.ts, ${ten.counts.conversations.toLocaleString('en-US')} conversations), ` +
          'migrated by the real code, served to the real renderer (App, stores, chat view, sidebar) in headless Chromium at 1280×800 through the bench page (bench/page/core-bridge.tsx), ' +
          "whose chat:list, chat:load, attachments:preview and projects:list are the core's own handlers over that database (bench/support/core-bridge.ts). " +
          'Pictures are real PNG screenshots (1280×800) and JPEG photos (1600×1200) made by sharp (bench/support/picture-bytes.ts). ' +
          'Baselines of the same run: an empty conversation in the same page, the 5% history, an empty data folder.',
        rows,
        raw: { scale, core, pages, sidebar, sidebarBase, pictureRun, pictureBytes: written.pictureBytes },
      };
    } finally {
      for (const close of open) close();
      await bench.close();
      fs.rmSync(work, { recursive: true, force: true });
    }
  },
};
