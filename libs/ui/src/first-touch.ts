// The visitor's first touch of a page, and the browser's idle time: what the first screen leaves
// for later starts on one or the other (ARCHITECTURE.md Budgets, TBT).

/** Runs `work` when the browser is idle (at the latest after `timeout` ms); returns a cancel. */
export const whenIdle = (work: () => void, timeout = 3000): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => work(), { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(work, 200);
  return () => clearTimeout(id);
};

const FIRST_TOUCH = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * Whether an event is the visitor starting on the page. A focus counts only on an element in the
 * tab order: the page moves focus to its heading (tabIndex -1) by itself on arrival, and that
 * fetched and ran the next screens (and zod with their forms) on every first screen.
 */
const byVisitor = (event: Event) =>
  event.type !== 'focusin' || (event.target instanceof HTMLElement && event.target.tabIndex >= 0);

/**
 * Calls `touched` in the visitor's first pointer, key or focus event on the page, while that
 * event is still being dispatched (before its default action: a select opened by that pointer
 * opens on what `touched` rendered). Returns a function that stops listening.
 */
export const whenFirstTouched = (touched: () => void): (() => void) => {
  const listener = (event: Event) => {
    if (!byVisitor(event)) return;
    stop();
    touched();
  };
  const stop = () => FIRST_TOUCH.forEach((type) => document.removeEventListener(type, listener, true));
  FIRST_TOUCH.forEach((type) => document.addEventListener(type, listener, true));
  return stop;
};

/**
 * Whether the visitor has started already, before the page was live: they are in a field of the
 * page (typing into the server's HTML before the shell's script ran; their events then reached no
 * listener). A heading or another element outside the tab order does not count.
 */
const startedBeforeLive = (): boolean => {
  const active = document.activeElement;
  return (
    active instanceof HTMLElement &&
    active.matches('input, select, textarea') &&
    active.tabIndex >= 0 &&
    Boolean(active.closest('#root'))
  );
};

/**
 * Runs `work` after the visitor's first pointer, key or focus on the page, once the browser is
 * idle; when the idle browser comes at once if the visitor is already in one of the page's fields
 * (they started before the page was live, so their first touch was never heard).
 */
export const onFirstTouch = (work: () => void): (() => void) => {
  let cancelIdle: (() => void) | undefined;
  if (startedBeforeLive()) {
    cancelIdle = whenIdle(work);
    return () => cancelIdle?.();
  }
  const stopListening = whenFirstTouched(() => {
    cancelIdle = whenIdle(work);
  });
  return () => {
    stopListening();
    cancelIdle?.();
  };
};

const TYPING = ['keydown', 'input', 'pointerdown'] as const;

/**
 * Runs `work` once the visitor has been still for `quietMs` (no key, input or pointer on the page),
 * then in the browser's idle time: work a form needs before it is sent, not while it is typed in
 * (evaluated between two keystrokes, it holds the next one back: INP, docs/performance.md). Returns a
 * cancel; `now()` on the returned handle runs the work at once instead (a select that needs a list).
 */
export const whenStill = (work: () => void, quietMs = 600): { cancel: () => void; now: () => void } => {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelIdle: (() => void) | undefined;
  const stop = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    TYPING.forEach((type) => document.removeEventListener(type, restart, true));
  };
  const run = () => {
    if (done) return;
    done = true;
    stop();
    cancelIdle?.();
    work();
  };
  const arm = () => {
    timer = setTimeout(() => {
      stop();
      cancelIdle = whenIdle(run);
    }, quietMs);
  };
  function restart() {
    if (timer !== undefined) clearTimeout(timer);
    arm();
  }
  TYPING.forEach((type) => document.addEventListener(type, restart, true));
  arm();
  return {
    cancel: () => {
      done = true;
      stop();
      cancelIdle?.();
    },
    now: run,
  };
};
