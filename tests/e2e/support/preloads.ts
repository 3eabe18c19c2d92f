import { expect, type Page } from '@playwright/test';

/** The paths of the scripts a page's HTML names to preload (`<link rel="modulepreload">`), as served at `path`. */
export async function preloadsOf(page: Page, path: string): Promise<string[]> {
  const response = await page.request.get(path);
  expect(response.ok(), path).toBe(true);
  return [...(await response.text()).matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)].map(
    ([tag]) => new URL(/\bhref="([^"]+)"/.exec(tag)?.[1] ?? '', response.url()).pathname,
  );
}
