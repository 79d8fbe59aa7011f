import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';
import { paymentUrl, seedCheckout } from './support/checkout-setup';
import { watchRequests } from './support/settle';

// CONTRACTS#trust 1 (PCI DSS 6.4.3): what Chromium really loads on /payment is checked against the
// script inventory in docs/payment-scripts.json, in both payment-page variants.
interface Entry {
  id: string;
  match: string;
  seenLocally: boolean;
}
const inventory = JSON.parse(readFileSync(path.join(__dirname, '../docs/payment-scripts.json'), 'utf8')) as {
  scripts: Entry[];
};

function entryFor(url: URL, baseOrigin: string): Entry | undefined {
  const subject = url.origin === baseOrigin ? url.pathname : `${url.origin}${url.pathname}`;
  return inventory.scripts.find((e) => new RegExp(e.match).test(subject));
}

for (const variant of ['Treatment', 'Control']) {
  test(`every script /payment loads is in the inventory (GROW872 ${variant})`, async ({ page, baseURL }) => {
    await seedCheckout(page);
    const scripts: URL[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()));
    });
    // Only scripts count: the old variant keeps a non-script request open, which says nothing
    // about scripts.
    const scriptRequests = watchRequests(page, (request) => request.resourceType() === 'script');
    const response = await page.goto(paymentUrl(`GROW872:${variant}`));
    await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    await scriptRequests.settled();

    const origin = new URL(baseURL as string).origin;
    const unlisted = scripts.filter((url) => !entryFor(url, origin)).map(String);
    expect(unlisted, 'scripts missing from docs/payment-scripts.json').toEqual([]);
    const seen = new Set(scripts.map((url) => entryFor(url, origin)?.id));
    for (const id of ['shell-main', 'shell-chunks', 'remote-entries', 'remote-chunks'])
      expect(seen, `inventory entry ${id}`).toContain(id);
    for (const entry of inventory.scripts.filter((e) => !e.seenLocally))
      expect(seen.has(entry.id), `${entry.id} loads only with live keys`).toBe(false);

    // The page's own script tag: this response's nonce and Subresource Integrity.
    const csp = (await response?.allHeaders())?.['content-security-policy'] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const tag = page.locator('script[src*="/app/join/main."]');
    await expect(tag).toHaveAttribute('integrity', /^sha384-/);
    // Browsers hide the nonce attribute from the DOM once applied; the property keeps it.
    expect(await tag.evaluate((el) => (el as HTMLScriptElement).nonce)).toBe(nonce);
  });
}
