import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const cliPath = path.join(path.dirname(fileURLToPath(import.meta.url)), 'cli.ts');
const dataDir = mkdtempSync(path.join(tmpdir(), 'lp-cli-'));

// The CLI always works on embedded PGlite here: it is a process of its own with its own DATA_DIR.
async function cli(...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', cliPath, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm run cli', () => {
  // Seven CLI processes, each starting tsx and PGlite: a minute or more on a busy machine.
  it('migrates, creates a team and a manager, and refuses bad arguments clearly', {
    timeout: 240_000,
  }, async () => {
    expect((await cli('db:migrate')).stdout).toContain('Migrations applied (pglite)');
    expect((await cli('team:create', '--name', 'acme', '--title', 'Acme')).stdout).toContain(
      'Team acme created',
    );

    const created = await cli(
      'user:create',
      '--team',
      'acme',
      '--username',
      'alice',
      '--password',
      'Str0ng@pass',
      '--license',
      'Creator',
      '--manager',
    );
    expect(created.stdout).toContain('User alice (Creator, manager) created in acme.');

    const missing = await cli('user:create', '--team', 'acme', '--username', 'bob', '--license', 'Admin');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Missing --password');

    const badLicense = await cli(
      'user:create',
      '--team',
      'acme',
      '--username',
      'bobby',
      '--password',
      'Str0ng@pass',
      '--license',
      'Boss',
    );
    expect(badLicense.stderr).toContain('--license must be one of SuperAdmin, Admin, Creator, Learner');

    const weak = await cli(
      'user:create',
      '--team',
      'acme',
      '--username',
      'bobby',
      '--password',
      'weak',
      '--license',
      'Admin',
    );
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain('Password is invalid.');

    const unknown = await cli('frobnicate');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Unknown command "frobnicate"');
  });
});
