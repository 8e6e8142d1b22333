// Every window's web contents and session: only our own pages count as ours, navigation away and new windows are
// denied (https links go to the OS browser), <webview> is refused, every permission is denied but copy and the
// microphone (our pages only), CSP is a header.
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, contentSecurityPolicyFor } from '../../electron/main/content-security';
import { createExternalOpener } from '../../electron/main/external-opener';
import { createPageTrust } from '../../electron/main/page-trust';
import {
  hardenSession,
  hardenWebContents,
  isPermissionAllowed,
  type SessionLike,
  type WebContentsLike,
} from '../../electron/main/web-security';
import { createFakeSession, fakeEvent, FakeWebContents } from '../support/fake-electron';

const indexHtml = '/opt/Hearth/resources/app.asar/out/renderer/index.html';
const ownPage = 'file:///opt/Hearth/resources/app.asar/out/renderer/index.html#/chat';
const isOwnPage = createPageTrust({ indexHtml });

describe('page trust', () => {
  it('accepts exactly our built index.html (any route), and the dev server origin in development', () => {
    expect(isOwnPage(ownPage)).toBe(true);
    expect(isOwnPage('file:///opt/Hearth/resources/app.asar/out/renderer/index.html?x=1#/quick')).toBe(true);
    const dev = createPageTrust({ indexHtml, devServerUrl: 'http://localhost:5173' });
    expect(dev('http://localhost:5173/#/chat')).toBe(true);
    expect(dev('http://localhost:5174/')).toBe(false);
    expect(dev('http://localhost:5173.evil.example/')).toBe(false);
  });

  it('rejects other files that merely look like ours, remote pages and junk', () => {
    for (const url of [
      'file:///tmp/evil/out/renderer/index.html',
      'file:///opt/Hearth/resources/app.asar/out/renderer/index.html.evil',
      'file://remote-host/opt/Hearth/resources/app.asar/out/renderer/index.html',
      'https://example.com/out/renderer/index.html',
      'http://localhost:5173/',
      'about:blank',
      'data:text/html,hi',
      '',
      'not a url',
    ]) {
      expect(isOwnPage(url), url).toBe(false);
    }
  });
});

describe('session hardening', () => {
  function hardened() {
    const session = createFakeSession();
    hardenSession(session as unknown as SessionLike, { isOwnPage, contentSecurityPolicy });
    return session;
  }

  it('denies every other permission request (camera, media unnamed, geolocation, notifications, clipboard read, …)', () => {
    const { handlers } = hardened();
    for (const permission of [
      'media',
      'geolocation',
      'notifications',
      'clipboard-read',
      'midi',
      'pointerLock',
      'fullscreen',
      'openExternal',
      'display-capture',
      'unknown',
    ]) {
      const answers: boolean[] = [];
      handlers.permissionRequest?.({ getURL: () => ownPage }, permission, (granted: boolean) => answers.push(granted), {
        requestingUrl: ownPage,
      });
      expect(answers, permission).toEqual([false]);
      expect(handlers.permissionCheck?.({}, permission, 'file://', { requestingUrl: ownPage }), permission).toBe(false);
    }
    expect(handlers.device?.({ deviceType: 'usb' })).toBe(false);
  });

  it('allows only sanitised clipboard writes, and only from our own pages', () => {
    const { handlers } = hardened();
    const answers: boolean[] = [];
    handlers.permissionRequest?.({}, 'clipboard-sanitized-write', (granted: boolean) => answers.push(granted), {
      requestingUrl: ownPage,
    });
    handlers.permissionRequest?.({}, 'clipboard-sanitized-write', (granted: boolean) => answers.push(granted), {
      requestingUrl: 'https://evil.example/',
    });
    expect(answers).toEqual([true, false]);
    expect(isPermissionAllowed('clipboard-read', ownPage, isOwnPage)).toBe(false);
  });

  it('grants the microphone (dictation) to our own pages only, and never the camera with it', () => {
    const { handlers } = hardened();
    const ask = (requestingUrl: string, mediaTypes: string[]) => {
      const answers: boolean[] = [];
      handlers.permissionRequest?.(
        { getURL: () => requestingUrl },
        'media',
        (granted: boolean) => answers.push(granted),
        {
          requestingUrl,
          mediaTypes,
        },
      );
      return answers;
    };
    expect(ask(ownPage, ['audio'])).toEqual([true]);
    expect(ask(ownPage, ['video'])).toEqual([false]);
    expect(ask(ownPage, ['audio', 'video'])).toEqual([false]);
    expect(ask(ownPage, [])).toEqual([false]);
    expect(ask('https://evil.example/', ['audio'])).toEqual([false]);
    expect(ask('file:///tmp/evil/out/renderer/index.html', ['audio'])).toEqual([false]);
    const check = (url: string, mediaType: string) =>
      handlers.permissionCheck?.({}, 'media', 'file://', { requestingUrl: url, mediaType });
    expect(check(ownPage, 'audio')).toBe(true);
    expect(check(ownPage, 'video')).toBe(false);
    expect(check('https://evil.example/', 'audio')).toBe(false);
  });

  it('sends our CSP as a header, replacing any CSP the response carried', () => {
    const { handlers } = hardened();
    const results: { responseHeaders: Record<string, string[]> }[] = [];
    handlers.headers?.(
      { responseHeaders: { 'content-type': ['text/html'], 'content-security-policy': ['default-src *'] } },
      (result: { responseHeaders: Record<string, string[]> }) => results.push(result),
    );
    expect(results[0]?.responseHeaders).toEqual({
      'content-type': ['text/html'],
      'Content-Security-Policy': [contentSecurityPolicy],
    });
  });

  it('uses the strict CSP for built apps and relaxes it only for the dev server', () => {
    expect(contentSecurityPolicyFor(undefined)).toBe(contentSecurityPolicy);
    expect(contentSecurityPolicy).toMatch(/script-src 'self'(;|$)/);
    expect(contentSecurityPolicy).toContain("object-src 'none'");
    const dev = contentSecurityPolicyFor('http://localhost:5173');
    expect(dev).toContain("script-src 'self' 'unsafe-inline'");
    expect(dev).toContain("connect-src 'self' http://localhost:5173 ws://localhost:5173");
    // The one wildcard is the port of main's loopback MCP App view server (frames only, chosen at run time).
    expect(contentSecurityPolicy).toContain('frame-src http://127.0.0.1:*;');
    expect(dev.replace('frame-src http://127.0.0.1:*;', '')).not.toContain('*');
  });

  it('keeps an MCP App view frame’s own CSP and lets that frame load; nothing else of that shape', () => {
    const { handlers } = hardened();
    const view = `http://127.0.0.1:41234/mcp-app/${'a'.repeat(32)}`;
    const results: unknown[] = [];
    const respond = (result: unknown) => results.push(result);
    const headers = { 'content-security-policy': ["default-src 'none'"] };
    handlers.headers?.({ url: view, resourceType: 'subFrame', responseHeaders: headers }, respond);
    handlers.headers?.({ url: view, resourceType: 'mainFrame', responseHeaders: headers }, respond);
    handlers.headers?.({ url: `${view}/x`, resourceType: 'subFrame', responseHeaders: headers }, respond);
    expect(results[0]).toEqual({});
    expect(results.slice(1)).toEqual([
      { responseHeaders: { 'Content-Security-Policy': [contentSecurityPolicy] } },
      { responseHeaders: { 'Content-Security-Policy': [contentSecurityPolicy] } },
    ]);
  });
});

describe('web contents hardening', () => {
  function hardened() {
    const contents = new FakeWebContents();
    const opened: string[] = [];
    const openExternal = createExternalOpener({ openExternal: async (url) => void opened.push(url) });
    hardenWebContents(contents as unknown as WebContentsLike, { isOwnPage, openExternal });
    return { contents, opened };
  }

  it('blocks navigation away from our pages, handing https links to the OS browser', async () => {
    const { contents, opened } = hardened();
    const results: Record<string, boolean> = {};
    for (const url of [
      'https://example.com/page',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'http://example.com/',
      ownPage,
    ]) {
      const event = fakeEvent({ url });
      contents.emit('will-navigate', event, url);
      results[url] = event.defaultPrevented;
    }
    expect(results).toEqual({
      'https://example.com/page': true,
      'file:///etc/passwd': true,
      'javascript:alert(1)': true,
      'http://example.com/': true,
      [ownPage]: false,
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(opened).toEqual(['https://example.com/page']);
  });

  it('denies every window.open, opening only validated https links externally', async () => {
    const { contents, opened } = hardened();
    expect(contents.windowOpenHandler?.({ url: 'https://example.com/' })).toEqual({ action: 'deny' });
    expect(contents.windowOpenHandler?.({ url: 'smb://host/share' })).toEqual({ action: 'deny' });
    expect(contents.windowOpenHandler?.({ url: ownPage })).toEqual({ action: 'deny' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(opened).toEqual(['https://example.com/']);
  });

  it('refuses <webview> and sub-frame navigation away from our pages', () => {
    const { contents } = hardened();
    const attach = fakeEvent();
    contents.emit('will-attach-webview', attach, {}, {});
    expect(attach.defaultPrevented).toBe(true);
    const frame = fakeEvent({ url: 'https://ads.example/', isMainFrame: false });
    contents.emit('will-frame-navigate', frame);
    expect(frame.defaultPrevented).toBe(true);
    // An MCP App view's address (main's loopback view server) is the one other page a frame may load.
    const view = fakeEvent({ url: `http://127.0.0.1:41234/mcp-app/${'b'.repeat(32)}`, isMainFrame: false });
    contents.emit('will-frame-navigate', view);
    expect(view.defaultPrevented).toBe(false);
    const lookalike = fakeEvent({ url: 'http://127.0.0.1:41234/mcp-app/short', isMainFrame: false });
    contents.emit('will-frame-navigate', lookalike);
    expect(lookalike.defaultPrevented).toBe(true);
  });
});
