import { expect, test } from './support/test';

// CONTRACTS#routing-and-remotes: a remote that cannot load never blanks the page; Try again recovers in place.
test.describe('remote failure recovery', () => {
  test('a missing remote manifest shows the recovery view, and Try again recovers without a reload', async ({
    page,
  }) => {
    await page.goto('/app/join/signup');
    await expect(page.getByRole('button', { name: 'For Parents' })).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
      sessionStorage.setItem('join.typed', 'kept');
    });
    await page.route('**/remotes/proSignup/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
    const logged = page.waitForEvent(
      'console',
      (m) => m.type() === 'error' && m.text().includes('proSignup'),
    );
    await page.getByRole('button', { name: 'For Professionals' }).click();
    await expect(
      page.getByRole('heading', { name: 'This part of the sign-up could not load' }),
    ).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('link', { name: /^\+?[\d\s()-]+$/ })).toBeVisible();
    await logged;
    await page.unroute('**/remotes/proSignup/**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'This part of the sign-up could not load' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    expect(await page.evaluate(() => sessionStorage.getItem('join.typed'))).toBe('kept');
  });

  // Pins Try again needing two clicks after a first load whose remote failed: the page's failed
  // preloads of the remote's files answered the first retry's scripts again.
  test('after a first load whose remote failed, one Try again recovers and keeps what the tab stored', async ({
    page,
  }) => {
    await page.route('**/remotes/checkout/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto('/app/join/login');
    const recovery = page.getByRole('heading', { name: 'This part of the sign-up could not load' });
    await expect(recovery).toBeVisible();
    await page.evaluate(() => sessionStorage.setItem('join.typed', 'kept'));
    await page.unroute('**/remotes/checkout/**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(recovery).toBeHidden();
    await expect(page.getByLabel('Username')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('join.typed'))).toBe('kept');
  });

  // Item "Recovery": a remote that fails for a moment is loaded again after a short wait, without
  // the visitor seeing the recovery view.
  test('a remote whose entry fails twice is loaded on the third attempt, with growing waits between', async ({
    page,
  }) => {
    await page.goto('/app/join/signup');
    await expect(page.getByRole('button', { name: 'For Parents' })).toBeVisible();
    const asked: number[] = [];
    // Each attempt starts by reading the remote's file hashes (federation.ts ensureIntegrity).
    const attempts: number[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/integrity/proSignup')) attempts.push(Date.now());
    });
    await page.route('**/remotes/proSignup/remoteEntry.js', (route) => {
      asked.push(Date.now());
      return asked.length <= 2 ? route.abort('connectionreset') : route.continue();
    });
    await page.evaluate(() => {
      const seen = new MutationObserver(() => {
        const headings = Array.from(document.querySelectorAll('h1, h2, h3'));
        if (headings.some((h) => h.textContent?.includes('This part of the sign-up could not load')))
          (window as unknown as { __recoveryShown?: boolean }).__recoveryShown = true;
      });
      seen.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await page.getByRole('button', { name: 'For Professionals' }).click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Join Harbor');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(asked).toHaveLength(3);
    expect(
      await page.evaluate(
        () => (window as unknown as { __recoveryShown?: boolean }).__recoveryShown ?? false,
      ),
    ).toBe(false);
    // Backoff: the wait after each failure, from the failed entry to the next attempt's first
    // request (what the server then takes to answer is not part of it), grows.
    const [firstFailure, secondFailure] = asked;
    const nextAttempt = (after: number) => attempts.find((t) => t >= after) ?? Number.NaN;
    const firstWait = nextAttempt(firstFailure) - firstFailure;
    const secondWait = nextAttempt(secondFailure) - secondFailure;
    expect(firstWait).toBeGreaterThanOrEqual(350);
    expect(secondWait).toBeGreaterThanOrEqual(1150);
    expect(secondWait).toBeGreaterThan(firstWait);
  });

  test('a broken remote build shows the recovery view in Spanish too', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('join.lang', 'es'));
    await page.route('**/remotes/checkout/remoteEntry.js', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/javascript',
        body: 'throw new Error("broken deploy")',
      }),
    );
    await page.goto('/app/join/payment');
    await expect(
      page.getByRole('heading', { name: 'Esta parte del registro no se pudo cargar' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Intentar de nuevo' })).toBeVisible();
  });

  test('the network failing for a remote shows the recovery view', async ({ page }) => {
    await page.route('**/remotes/invite/**', (route) => route.abort('internetdisconnected'));
    await page.goto('/app/join/invite/request');
    await expect(
      page.getByRole('heading', { name: 'This part of the sign-up could not load' }),
    ).toBeVisible();
  });
});
