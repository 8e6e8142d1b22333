// zod validates without generating code at run time (`jitless`): a schema's first parse then costs about a third (no
// compiled fast path to build, nothing for a strict CSP to refuse) and repeated parses measured the same. Imported
// first by settings-schema.ts, which every process (main, CLI, renderer) loads before it parses anything.
import { z } from 'zod';

z.config({ jitless: true });
