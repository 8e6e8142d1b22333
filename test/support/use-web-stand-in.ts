// One web stand-in (test/support/web-stand-in.ts) for a whole test file: started before its first test, closed after
// its last. The object is filled in when the server is up, so tests read `web.origin` as usual.
import { afterAll, beforeAll } from 'vitest';
import { startWebStandIn, type WebStandIn } from './web-stand-in';

export function useWebStandIn(): WebStandIn {
  const web = {} as WebStandIn;
  beforeAll(async () => {
    Object.assign(web, await startWebStandIn());
  });
  afterAll(async () => {
    await web.close?.();
  });
  return web;
}
