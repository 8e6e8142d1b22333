// Files that run code later stay as they were under real bwrap, in every spelling of a write: a repository's
// .git/hooks and .git/config (existing, nested, created during the command, behind a .git pointer), `.hearth/`, and the
// home folder's start-up files; `git add` + `git commit` keep working. The list: tools/code-running-paths.ts.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { describeWithFacility } from '../../support/requirements';
import { createShellFixture, type ShellFixture } from './support/shell-fixture';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@e', ...args], { cwd, encoding: 'utf8' });

interface Snapshot {
  config: string;
  hooks: Record<string, { text: string; mode: number }>;
}

function snapshot(gitDir: string): Snapshot {
  const hooks: Snapshot['hooks'] = {};
  for (const name of readdirSync(join(gitDir, 'hooks'))) {
    const path = join(gitDir, 'hooks', name);
    hooks[name] = { text: readFileSync(path, 'utf8'), mode: statSync(path).mode };
  }
  return { config: readFileSync(join(gitDir, 'config'), 'utf8'), hooks };
}

describeWithFacility('bwrap', 'files that run code later are read-only in the shell (real bwrap)', () => {
  let fixture: ShellFixture;
  let repo: string;
  let nested: string;
  let before: Snapshot;
  let nestedBefore: Snapshot;
  let round = 0;
  beforeAll(async () => {
    fixture = await createShellFixture('auto', 'code-running');
  });
  afterAll(() => fixture.cleanup());
  beforeEach(() => {
    round += 1;
    repo = join(fixture.workspace, `repo${round}`);
    nested = join(repo, 'vendor', 'lib');
    mkdirSync(nested, { recursive: true });
    git(nested, 'init', '-q');
    git(repo, 'init', '-q');
    writeFileSync(join(repo, 'a.txt'), 'a\n');
    git(repo, 'add', 'a.txt');
    git(repo, 'commit', '-qm', 'first');
    writeFileSync(join(fixture.workspace, 'evil'), '#!/bin/sh\ntouch /tmp/pwned\n[alias]\n\tx = !touch /tmp/pw\n');
    before = snapshot(join(repo, '.git'));
    nestedBefore = snapshot(join(nested, '.git'));
  });
  const unchanged = () => {
    expect(snapshot(join(repo, '.git'))).toEqual(before);
    expect(snapshot(join(nested, '.git'))).toEqual(nestedBefore);
  };

  test('the interpreters and tools the spellings use run in the sandbox and write ordinary files', async () => {
    const { result } = await fixture.run(
      `python3 -c "open('p.txt','w').write('p')" && perl -e 'open(F,">","q.txt"); print F "q"' && ` +
        `echo t | tee t.txt >/dev/null && dd if=t.txt of=d.txt 2>/dev/null && git --version >/dev/null && echo OK`,
    );
    expect(result.content).toContain('OK');
    for (const name of ['p.txt', 'q.txt', 't.txt', 'd.txt'])
      expect(existsSync(join(fixture.workspace, name))).toBe(true);
  });

  /** Hooks git would run: every file in hooks/ but git's own samples. */
  const runnableHooks = (gitDir: string) =>
    readdirSync(join(gitDir, 'hooks')).filter((name) => !name.endsWith('.sample'));

  const spellings: Array<[string, (r: string) => string]> = [
    ['echo >> a hook', (r) => `echo 'touch /tmp/pw' >> ${r}/.git/hooks/pre-commit`],
    ['echo >> the config', (r) => `printf '[alias]\\n\\tx = !touch /tmp/pw\\n' >> ${r}/.git/config`],
    ['sh -c', (r) => `sh -c "echo pwned > ${r}/.git/hooks/post-checkout; echo pwned >> ${r}/.git/config"`],
    ['find -exec', (r) => `find ${r}/.git/hooks -name '*.sample' -exec sh -c 'cp "$1" "\${1%.sample}"' _ {} \\;`],
    [
      'python one-liner',
      (r) => `python3 -c "open('${r}/.git/hooks/pre-commit','w').write('#!/bin/sh\\ntouch /tmp/pw')"`,
    ],
    [
      'perl one-liner',
      (r) =>
        `perl -e 'open(F, ">>", "${r}/.git/config") or die $!; print F "[core]\\n\\tfsmonitor = touch /tmp/pw\\n"'`,
    ],
    ['cp over', (r) => `cp evil ${r}/.git/hooks/pre-commit; cp evil ${r}/.git/config`],
    ['mv over', (r) => `cp evil e2 && mv -f e2 ${r}/.git/config; cp evil e3 && mv -f e3 ${r}/.git/hooks/pre-push`],
    ['ln -s over', (r) => `ln -sf ../../../evil ${r}/.git/hooks/pre-commit; ln -sf ../../evil ${r}/.git/config`],
    ['git config --local', (r) => `git -C ${r} config --local alias.x '!touch /tmp/pw'`],
    [
      'git config core.hooksPath',
      (r) => `mkdir -p h && cp evil h/pre-commit && git -C ${r} config core.hooksPath ../h`,
    ],
    ['chmod', (r) => `chmod +x ${r}/.git/hooks/*.sample; chmod 777 ${r}/.git/config`],
    ['tee', (r) => `echo '[alias] x = !touch /tmp/pw' | tee -a ${r}/.git/config ${r}/.git/hooks/pre-commit`],
    ['dd', (r) => `dd if=evil of=${r}/.git/config conv=notrunc; dd if=evil of=${r}/.git/hooks/pre-commit`],
    [
      'rm and recreate',
      (r) => `rm -rf ${r}/.git/hooks ${r}/.git/config; mkdir -p ${r}/.git/hooks; cp evil ${r}/.git/hooks/pre-commit`,
    ],
    ['a symlink to the hooks folder', (r) => `ln -s ${r}/.git/hooks hk && echo pwned > hk/pre-commit`],
    [
      'the nested repository',
      (r) => `echo pwned > ${r}/vendor/lib/.git/hooks/pre-commit; echo pwned >> ${r}/vendor/lib/.git/config`,
    ],
    [
      'moving the nested repository away',
      (r) =>
        `mv ${r}/vendor ${r}/v2 && mkdir -p ${r}/vendor && cp -r ${r}/v2/lib ${r}/vendor/ && echo pwned > ${r}/vendor/lib/.git/hooks/pre-commit`,
    ],
  ];

  for (const [name, command] of spellings) {
    test(`a write through ${name} leaves hooks and config as they were`, async () => {
      const relative = repo.slice(fixture.workspace.length + 1);
      const run = await fixture.run(command(relative));
      unchanged();
      expect(existsSync(join(repo, '.git', 'hooks', 'pre-commit'))).toBe(false);
      expect(run.details.putBack?.join('\n') ?? '').not.toContain('could not');
    });
  }

  test('renaming .git away and building a new one leaves no hook and the old config', async () => {
    const r = repo.slice(fixture.workspace.length + 1);
    const { result } = await fixture.run(
      `mv ${r}/.git ${r}/.git-old && mkdir ${r}/.git && cp -r ${r}/.git-old/HEAD ${r}/.git-old/objects ${r}/.git-old/refs ${r}/.git/ && ` +
        `mkdir ${r}/.git/hooks && cp evil ${r}/.git/hooks/pre-commit && chmod +x ${r}/.git/hooks/pre-commit && cp evil ${r}/.git/config && echo BUILT`,
    );
    expect(result.content).toContain('BUILT');
    expect(runnableHooks(join(repo, '.git'))).toEqual([]);
    expect(readFileSync(join(repo, '.git', 'config'), 'utf8')).toBe(before.config);
    expect(result.content).toMatch(/\.git\/config: put back as it was/);
  });

  test('a repository created during the command keeps no hook and only a safe config', async () => {
    const { result } = await fixture.run(
      `git init -q fresh && cp evil fresh/.git/hooks/pre-commit && chmod +x fresh/.git/hooks/pre-commit && ` +
        `git -C fresh config alias.x '!touch /tmp/pw' && git -C fresh config core.fsmonitor 'touch /tmp/pw' && ` +
        `git -C fresh remote add origin https://example.org/x.git && echo MADE`,
    );
    expect(result.content).toContain('MADE');
    const fresh = join(fixture.workspace, 'fresh', '.git');
    expect(existsSync(join(fresh, 'hooks', 'pre-commit'))).toBe(false);
    const config = readFileSync(join(fresh, 'config'), 'utf8');
    expect(config).not.toMatch(/alias|fsmonitor|pw/);
    expect(config).toMatch(/url = https:\/\/example.org\/x.git/);
    expect(result.content).toMatch(/Hearth put back: .*fresh\/.git\/hooks\/pre-commit: removed/);
    expect(git(join(fixture.workspace, 'fresh'), 'status', '--short')).toBe('');
  });

  test('a .git pointer to a hand-made git folder, and one to a folder outside, are undone', async () => {
    await fixture.run(
      `mkdir -p sub g/objects g/refs g/hooks && echo 'ref: refs/heads/main' > g/HEAD && cp evil g/hooks/post-checkout && ` +
        `printf '[core]\\n\\tfsmonitor = touch /tmp/pw\\n' > g/config && echo 'gitdir: ../g' > sub/.git && ` +
        `mkdir out && echo 'gitdir: /var/tmp' > out/.git`,
    );
    expect(existsSync(join(fixture.workspace, 'g', 'hooks', 'post-checkout'))).toBe(false);
    expect(readFileSync(join(fixture.workspace, 'g', 'config'), 'utf8')).not.toContain('fsmonitor');
    expect(existsSync(join(fixture.workspace, 'out', '.git'))).toBe(false);
  });

  test("Hearth's .hearth folder: an existing file cannot be written, a new one is removed", async () => {
    mkdirSync(join(fixture.workspace, '.hearth'), { recursive: true });
    writeFileSync(join(fixture.workspace, '.hearth', 'keep'), 'mine\n');
    const { result } = await fixture.run(
      'echo pwned >> .hearth/keep; echo new > .hearth/new; mkdir -p p/.hearth && echo x > p/.hearth/x',
    );
    expect(readFileSync(join(fixture.workspace, '.hearth', 'keep'), 'utf8')).toBe('mine\n');
    expect(existsSync(join(fixture.workspace, '.hearth', 'new'))).toBe(false);
    expect(existsSync(join(fixture.workspace, 'p', '.hearth', 'x'))).toBe(false);
    expect(result.content).toMatch(/Read-only file system/);
  });

  describe("the home folder's start-up files", () => {
    for (const [name, command] of [
      ['echo >>', (h: string) => `echo pwned >> ${h}/.bashrc`],
      ['sh -c with split quotes', (h: string) => `sh -c "echo pwned >> ${h}/.bash''rc"`],
      ['python', (h: string) => `python3 -c "open('${h}/.bashrc','a').write('pwned')"`],
      ['cp and ln -s', (h: string) => `cp evil ${h}/.profile; ln -sf "$PWD/evil" ${h}/.zshrc`],
      ['chmod -R', (h: string) => `chmod -R 777 ${h}/`],
      ['find -exec', (h: string) => `find ${h} -name '.bashrc' -exec sh -c 'echo pwned >> "$1"' _ {} \\;`],
    ] as const) {
      test(`a write through ${name} fails and leaves them unchanged`, async () => {
        const home = fixture.homeDir;
        writeFileSync(join(home, '.bashrc'), 'original\n', { mode: 0o644 });
        writeFileSync(join(home, '.profile'), 'original\n', { mode: 0o644 });
        await fixture.run(command(home));
        expect(readFileSync(join(home, '.bashrc'), 'utf8')).toBe('original\n');
        expect(readFileSync(join(home, '.profile'), 'utf8')).toBe('original\n');
        expect(statSync(join(home, '.bashrc')).mode & 0o777).toBe(0o644);
        expect(existsSync(join(home, '.zshrc'))).toBe(false);
      });
    }
  });

  test('git add and git commit still work in the repository (objects, refs and the index stay writable)', async () => {
    const relative = repo.slice(fixture.workspace.length + 1);
    const { result } = await fixture.run(
      `cd ${relative} && echo b > b.txt && git add b.txt && git -c user.name=t -c user.email=t@e commit -qm second && ` +
        `git -C vendor/lib -c user.name=t -c user.email=t@e commit -q --allow-empty -m n && echo COMMITTED`,
    );
    expect(result.content).toContain('COMMITTED');
    expect(git(repo, 'log', '--format=%s')).toBe('second\nfirst\n');
    unchanged();
  });
});
