// How tools/inp-bench.mjs times one interaction: an init script in every document records the
// Event Timing entries, long animation frames and web-vitals' INP, and `measured` brackets one
// interaction with it, as INP does (the longest entry of the interaction).

/**
 * Runs in every document before its scripts: keeps the Event Timing entries that belong to an
 * interaction, the long animation frames (what ran while the page could not paint), and
 * web-vitals' INP. `begin(name)` and `end()` bracket one measured interaction.
 */
export function recorder({ threshold }) {
  const state = { begun: null, entries: [], frames: [], vitals: null };
  window.__inpBench = state;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue;
      const target = e.target;
      state.entries.push({
        id: e.interactionId,
        type: e.name,
        start: e.startTime,
        duration: e.duration,
        processingStart: e.processingStart,
        processingEnd: e.processingEnd,
        target: target
          ? `${target.tagName.toLowerCase()}${target.id ? `#${target.id}` : ''}${target.getAttribute?.('name') ? `[name=${target.getAttribute('name')}]` : ''}`
          : '?',
      });
    }
  }).observe({ type: 'event', durationThreshold: threshold, buffered: true });
  if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) {
    new PerformanceObserver((list) => {
      for (const f of list.getEntries())
        state.frames.push({
          start: f.startTime,
          duration: f.duration,
          blocking: f.blockingDuration,
          renderStart: f.renderStart,
          styleAndLayoutStart: f.styleAndLayoutStart,
          scripts: f.scripts.map((s) => ({
            duration: s.duration,
            invoker: s.invoker,
            source: `${(s.sourceURL || '').split('/').pop()}${s.sourceFunctionName ? ` ${s.sourceFunctionName}` : ''}`,
            layout: s.forcedStyleAndLayoutDuration,
          })),
        });
    }).observe({ type: 'long-animation-frame', buffered: true });
  }
  window.webVitals?.onINP(
    (metric) => {
      const a = metric.attribution ?? {};
      state.vitals = {
        value: metric.value,
        target: a.interactionTarget,
        type: a.interactionType,
        inputDelay: a.inputDelay,
        processing: a.processingDuration,
        presentation: a.presentationDelay,
        loadState: a.loadState,
      };
    },
    { reportAllChanges: true, durationThreshold: threshold },
  );
  state.begin = (name) => {
    state.begun = { name, at: performance.now() };
  };
  state.end = () => {
    const begun = state.begun;
    if (!begun) return null;
    state.begun = null;
    const mine = state.entries.filter((e) => e.start >= begun.at);
    const byInteraction = new Map();
    for (const e of mine) {
      const worst = byInteraction.get(e.id);
      if (!worst || e.duration > worst.duration) byInteraction.set(e.id, e);
    }
    const interactions = [...byInteraction.values()].sort((a, b) => b.duration - a.duration);
    const worst = interactions[0];
    if (!worst) return { name: begun.name, interactions: 0, duration: null };
    const end = worst.start + worst.duration;
    // The frames that overlapped the worst interaction and the scripts that ran in them.
    const frames = state.frames.filter((f) => f.start < end && f.start + f.duration > worst.start);
    const scripts = frames
      .flatMap((f) => f.scripts)
      .sort((a, b) => b.duration - a.duration)
      .slice(0, 3);
    return {
      name: begun.name,
      interactions: interactions.length,
      duration: worst.duration,
      type: worst.type,
      target: worst.target,
      inputDelay: worst.processingStart - worst.start,
      processing: worst.processingEnd - worst.processingStart,
      presentation: end - worst.processingEnd,
      frames: frames.map((f) => ({ duration: f.duration, blocking: f.blocking })),
      scripts,
    };
  };
}

/** Two frames and an idle period: the entries of what was just done have been delivered. */
export async function settle(page) {
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => requestIdleCallback(() => setTimeout(resolve, 100), { timeout: 3000 })),
        ),
      ),
  );
}

/**
 * Waits until the page is live: React owns every button and form of the screen (each carries
 * React's props, as step-bench.mjs checks), no request is in flight and the main thread is idle. The
 * network going quiet does not say so on its own: with the CPU slowed four times it can go quiet
 * before the remote's screen has arrived, and a key typed then makes React hydrate the form
 * synchronously inside the key's own handler (about 500 ms). That is a keystroke on a page not
 * yet live, held by design (e2e/server-render.spec.ts), not an interaction on a live page.
 */
export async function live(page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () => {
      // Buttons and forms; a wallet button (PayPal, Venmo) is drawn by its provider's script, not React.
      const controls = [...document.querySelectorAll('#main button:not(.j-wallet-btn), #main form')];
      return (
        controls.length > 0 &&
        controls.every((control) => Object.keys(control).some((key) => key.startsWith('__reactProps$')))
      );
    },
    undefined,
    { timeout: 30_000 },
  );
  await page.waitForLoadState('networkidle');
  await settle(page);
}

/** Times one interaction: `action` is what the visitor does; the result is its Event Timing breakdown. */
export async function measured(page, name, action) {
  await page.evaluate((n) => window.__inpBench.begin(n), name);
  const origin = await page.evaluate(() => performance.timeOrigin);
  await action();
  await settle(page);
  const now = await page.evaluate(() => performance.timeOrigin);
  // A document navigation ends the page INP belongs to: its interaction cannot be timed.
  if (now !== origin)
    return { name, interactions: 0, duration: null, note: 'a document navigation followed it' };
  return page.evaluate(() => window.__inpBench.end());
}
