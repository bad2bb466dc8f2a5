import type { Messages } from '@jaliya/contract';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Locator, request as playwrightRequest, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, type Language } from './fixtures';

/** Shared by the browser tests of every kind of post: users, photos and a moderator's approval. */

const repositoryRoot = path.resolve(import.meta.dirname, '../../..');
export const PASSWORD = 'cedar-grove-2026';

/** The message catalogue of a language, to find the words a page should show. */
export function messages(language: Language): Messages {
  const file = path.join(repositoryRoot, `packages/contract/src/i18n/${language}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Messages;
}

/** Saves the post on its page and waits until the save is stored. */
export async function savePost(page: Page): Promise<void> {
  const save = page.getByTestId('save-toggle').first();
  await Promise.all([
    page.waitForResponse(
      (response) => response.url().includes('/saved') && response.request().method() === 'POST',
    ),
    save.click(),
  ]);
  await expect(save).toHaveAttribute('aria-pressed', 'true');
}

let userCounter = 0;
/**
 * A distinct client address for each sign-up, so the per-address registration limit (10 an hour)
 * stays on while many tests sign people up.
 */
const signUpAddress = () => `10.90.${process.pid % 250}.${(userCounter % 250) + 1}`;

export const uniqueEmail = (label: string) =>
  `${label}.${Date.now()}.${process.pid}.${++userCounter}@example.org`;

/** Signs a new user up through the API in the page's browser context (the session cookie lands there). */
export async function signUp(
  page: Page,
  language: Language,
  label: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const email = uniqueEmail(label);
  const response = await page.request.post(`/api/GA/${language}/0/auth/register`, {
    headers: { 'x-forwarded-for': signUpAddress() },
    data: {
      name: 'Karim Haddad',
      email,
      phone: '+1 404 555 0123',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      gender: 'male',
      accept_terms: true,
      ...overrides,
    },
  });
  expect(response.status()).toBe(201);
  return email;
}

/** Puts photos in a form's photo field and waits until every one is uploaded. */
export async function attachPhotos(page: Page, field: string, files: string[]): Promise<void> {
  await page.getByTestId(`${field}-input`).setInputFiles(files);
  await expect(page.locator(`[data-photo-field="${field}"] input[type=hidden]`)).toHaveCount(files.length, {
    timeout: 30_000,
  });
}

/** Sends a post's form and answers the new post's id, from "my posts" (`?added={id}`). */
export async function submitNewPost(page: Page, form: Locator, myPostsPath: string): Promise<number> {
  await form.getByRole('button', { name: /.+/ }).last().click();
  await expect(page).toHaveURL(new RegExp(`${myPostsPath}\\?added=\\d+`));
  return Number(new URL(page.url()).searchParams.get('added'));
}

/** Photos as a phone would take them: real JPEG files of several megapixels. */
export async function photoFiles(count: number, seed: number): Promise<string[]> {
  const folder = path.join(tmpdir(), 'jaliya-e2e-photos');
  mkdirSync(folder, { recursive: true });
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const file = path.join(folder, `photo-${seed}-${index}.jpg`);
      await sharp({
        create: {
          width: 1600,
          height: 1200,
          channels: 3,
          background: { r: (seed * 40 + index * 25) % 255, g: 120, b: 200 - index * 10 },
        },
      })
        .jpeg()
        .toFile(file);
      return file;
    }),
  );
}

/** Makes an account an admin with the server's own command (`npm run admin:create`). */
export function promoteToAdmin(email: string, { allSites = false } = {}): void {
  // A site's admin by default; `allSites` makes a deployment admin, who alone suspends accounts
  // (decision 027).
  const scope = allSites ? ['--all-sites'] : [];
  execFileSync('node', ['apps/server/dist/cli/admin.js', '--email', email, ...scope], {
    cwd: repositoryRoot,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, LOG_LEVEL: 'warn' },
  });
}

/**
 * A moderator approves a post through the API: a user promoted with the server's own
 * command, signed in through the API.
 */
export async function approveAsModerator(baseURL: string, listingId: number): Promise<void> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const email = uniqueEmail('moderator');
    const registered = await api.post('/api/GA/en/0/auth/register', {
      headers: { 'x-forwarded-for': signUpAddress() },
      data: {
        name: 'Mona Moderator',
        email,
        phone: '+1 404 555 0199',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        gender: 'female',
        accept_terms: true,
      },
    });
    expect(registered.status()).toBe(201);
    promoteToAdmin(email);
    const approved = await api.post(`/api/GA/en/0/moderation/listings/${listingId}`, {
      data: { action: 'approve' },
    });
    expect(approved.status(), await approved.text()).toBe(200);
  } finally {
    await api.dispose();
  }
}

/**
 * What an anonymous post's poster typed about themselves (name, company, e-mail, phone) must not
 * be anywhere a visitor can look: every given page and API answer, the sitemaps, the post's photo
 * files and their addresses, and search (where no entry may match all the words of any of them).
 */
export async function expectNoSentinels(
  baseURL: string,
  { addresses, sentinels, item }: { addresses: string[]; sentinels: string[]; item: string },
): Promise<void> {
  const visitor = await playwrightRequest.newContext({ baseURL });
  try {
    const searches = sentinels.map(
      (value) => `/api/GA/en/0/search/results?keyword=${encodeURIComponent(value)}`,
    );
    // The sitemap and every file it names (SECURITY.md item 16): posts appear by their title only.
    const sitemap = await (await visitor.get('/sitemap.xml')).text();
    const sitemapFiles = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, loc = '']) => new URL(loc).pathname,
    );
    expect(sitemapFiles.length).toBeGreaterThan(0);
    for (const address of [...addresses, item, '/robots.txt', '/sitemap.xml', ...sitemapFiles]) {
      const response = await visitor.get(address);
      expect(response.status(), address).toBe(200);
      const body = await response.text();
      for (const value of sentinels) expect(body, `${address} holds ${value}`).not.toContain(value);
    }
    // No entry holds every word of a sentinel: nothing, or only partial matches on its common
    // parts ("example", "org"), which the answer flags; and no result shows it.
    for (const [index, address] of searches.entries()) {
      const found = (await (await visitor.get(address)).json()) as {
        data: { total: number; isPartial: boolean; items: unknown[] };
      };
      expect(found.data.total === 0 || found.data.isPartial, address).toBe(true);
      expect(JSON.stringify(found.data.items), address).not.toContain(sentinels[index]);
    }
    const { data } = (await (await visitor.get(item)).json()) as { data: { photos: { srcset: string }[] } };
    const urls = data.photos.flatMap((image) =>
      image.srcset.split(', ').map((entry) => entry.split(' ')[0]!),
    );
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      const file = await visitor.get(url);
      expect(file.status()).toBe(200);
      for (const value of sentinels) {
        expect((await file.body()).includes(Buffer.from(value))).toBe(false);
        expect(url.toLowerCase()).not.toContain(value.toLowerCase());
      }
    }
  } finally {
    await visitor.dispose();
  }
}
