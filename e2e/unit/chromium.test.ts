// The browser finder's decisions (lib/chromium.ts), driven with a fake machine: env, files, Playwright's
// download, apt/root/sudo, and install commands that succeed or fail. Nothing is installed for real.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { decide, findChromium, type BrowserState } from '../lib/chromium.ts';

const PW = '/home/u/.cache/ms-playwright/chromium-1/chrome-linux/chrome';

function machine(files: string[] = [], overrides: Partial<BrowserState> = {}): BrowserState & { files: Set<string> } {
  const set = new Set(files);
  return { files: set, exists: (p) => set.has(p), playwrightChromium: PW, apt: false, root: false, sudo: false, ...overrides };
}

describe('decide', () => {
  test('CHROME_PATH wins when it exists, and stops (no install) when it does not', () => {
    assert.deepEqual(decide(machine(['/opt/chrome', '/usr/bin/chromium'], { chromePath: '/opt/chrome' })), {
      action: 'use',
      executablePath: '/opt/chrome',
      source: 'CHROME_PATH',
    });
    const d = decide(machine(['/usr/bin/chromium'], { chromePath: '/nope' }));
    assert.equal(d.action, 'stop');
    assert.match((d as { message: string }).message, /CHROME_PATH=\/nope does not exist/);
  });

  test('a system Chromium before Playwright’s own', () => {
    assert.equal((decide(machine(['/usr/bin/chromium-browser', PW])) as { executablePath: string }).executablePath, '/usr/bin/chromium-browser');
  });

  test("Playwright's own download: used without an executable path", () => {
    assert.deepEqual(decide(machine([PW])), { action: 'use', executablePath: undefined, source: "Playwright's Chromium" });
  });

  test('none: first Playwright’s install, then apt as root, then stop', () => {
    const state = machine([], { apt: true, root: true });
    const first = decide(state);
    assert.equal(first.action, 'install');
    assert.equal((first as { method: string }).method, 'playwright');
    assert.deepEqual((first as { command: string[] }).command, ['npx', 'playwright', 'install', 'chromium']);

    const second = decide(state, [{ method: 'playwright', ok: false, detail: 'exit code 1' }]);
    assert.equal((second as { method: string }).method, 'apt');
    assert.match((second as { command: string[] }).command.join(' '), /^sh -c apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium$/);

    const last = decide(state, [
      { method: 'playwright', ok: false, detail: 'exit code 1' },
      { method: 'apt', ok: false, detail: 'exit code 100' },
    ]);
    assert.equal(last.action, 'stop');
    const message = (last as { message: string }).message;
    assert.match(message, /Tried: npx playwright install chromium: failed \(exit code 1\)/);
    assert.match(message, /Tried: apt-get update && apt-get install -y chromium: failed \(exit code 100\)/);
    assert.match(message, /Run: apt-get update && apt-get install -y chromium /);
    const asUser = decide(machine([], { apt: true, sudo: true }), [{ method: 'playwright', ok: false }, { method: 'apt', ok: false }]);
    assert.match((asUser as { message: string }).message, /Run: sudo sh -c 'apt-get update && apt-get install -y chromium'/);
  });

  test('apt through sudo when not root; not tried without root or sudo', () => {
    const viaSudo = decide(machine([], { apt: true, sudo: true }), [{ method: 'playwright', ok: false }]);
    assert.match((viaSudo as { command: string[] }).command[2]!, /^sudo -n apt-get update && DEBIAN_FRONTEND=noninteractive sudo -n apt-get install -y chromium$/);

    const noRights = decide(machine([], { apt: true }), [{ method: 'playwright', ok: false }]);
    assert.equal(noRights.action, 'stop');
    assert.match((noRights as { message: string }).message, /Not tried: apt-get \(needs root or sudo/);
  });

  test('not Debian: stop after Playwright, with the Playwright command to run', () => {
    const d = decide(machine([], { root: true }), [{ method: 'playwright', ok: false }]);
    assert.equal(d.action, 'stop');
    assert.match((d as { message: string }).message, /Run: npx playwright install chromium/);
    assert.doesNotMatch((d as { message: string }).message, /apt-get/);
  });
});

describe('findChromium (executor)', () => {
  function run(state: ReturnType<typeof machine>, outcomes: Record<string, string[] | false>) {
    const commands: string[] = [];
    const logs: string[] = [];
    const result = (() => {
      try {
        return {
          path: findChromium({
            observeState: () => state,
            install: (command) => {
              const key = command.join(' ');
              commands.push(key);
              const outcome = Object.entries(outcomes).find(([k]) => key.includes(k))?.[1];
              if (!outcome) return { ok: false, detail: 'exit code 1' };
              outcome.forEach((file) => state.files.add(file));
              return { ok: true };
            },
            log: (line) => logs.push(line),
          }),
        };
      } catch (error) {
        return { error: (error as Error).message };
      }
    })();
    return { result, commands, logs };
  }

  test('found at once: nothing installed, nothing printed', () => {
    const { result, commands, logs } = run(machine(['/usr/bin/chromium']), {});
    assert.deepEqual(result, { path: '/usr/bin/chromium' });
    assert.deepEqual(commands, []);
    assert.deepEqual(logs, []);
  });

  test("Playwright's download works: its browser is used", () => {
    const { result, commands, logs } = run(machine([], { apt: true, root: true }), { 'playwright install': [PW] });
    assert.deepEqual(result, { path: undefined });
    assert.deepEqual(commands, ['npx playwright install chromium']);
    assert.match(logs[0]!, /installing Playwright's Chromium/);
    assert.match(logs.at(-1)!, /Chromium ready \(Playwright's Chromium\)/);
  });

  test('download host unreachable, root on Debian: apt installs the system Chromium', () => {
    const { result, commands, logs } = run(machine([], { apt: true, root: true }), { 'apt-get install': ['/usr/bin/chromium'] });
    assert.deepEqual(result, { path: '/usr/bin/chromium' });
    assert.equal(commands.length, 2);
    assert.match(logs.join('\n'), /failed in .* \(exit code 1\)[\s\S]*Installing the system Chromium/);
  });

  test('an install that exits 0 without a browser counts as failed; both failing stops with the message', () => {
    const { result, commands } = run(machine([], { apt: true, root: true }), { 'playwright install': [] });
    assert.equal(commands.length, 2);
    assert.match((result as { error: string }).error, /Tried: npx playwright install chromium: failed \(no browser afterwards\)[\s\S]*Run: apt-get/);
  });
});
