import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

export interface Credential {
  username: string;
  password: string;
}

/** The seed writes `<role> <username> <password>` lines to DATA_DIR/demo-credentials.txt. */
export function credentialIn(dataDir: string, role: string): Credential {
  const file = path.join(dataDir, 'demo-credentials.txt');
  const line = readFileSync(file, 'utf8')
    .split('\n')
    .map((entry) => entry.trim().split(/\s+/))
    .find(([lineRole]) => lineRole === role);
  const [, username, password] = line ?? [];
  if (!username || !password) throw new Error(`No ${role} account in ${file}`);
  return { username, password };
}

/** A demo account of the server under test. */
export const demoCredential = (role: string): Credential => credentialIn(inject('dataDir'), role);

/** Fills the login form on the current page and submits it. */
export async function submitLoginForm(page: Page, { username, password }: Credential): Promise<void> {
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * Signs in on the login page the page shows and waits for where it lands (SPEC §2): the home
 * page's welcome heading, or the builder's dashboard for admins and creators on a wide screen.
 */
export async function signIn(page: Page, credential: Credential): Promise<void> {
  await submitLoginForm(page, credential);
  const welcome = page.getByRole('heading', { name: /^Welcome, \S+/ });
  const builder = page.getByRole('heading', { name: 'Dashboard', level: 1 });
  const failure = page.getByRole('alert');
  await welcome.or(builder).or(failure).first().waitFor();
  if (await failure.isVisible()) throw new Error(`Sign-in failed: ${await failure.textContent()}`);
}
