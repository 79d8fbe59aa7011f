// Spec §4 Leaving: a page that would lose something when the visitor leaves it
// (the checkout's typed card) registers a guard here; the shell's own links (the header logo,
// Log In) ask it before they navigate. This lib is a federation singleton, so the shell and the
// remote see the same guard.

/** Returns true when it takes the navigation over: it asks the visitor, and calls `proceed`
 *  only if they choose to leave. False: nothing would be lost, the link goes on as usual. */
export type LeaveGuard = (proceed: () => void) => boolean;

let current: LeaveGuard | null = null;

/** Registers the page's guard; returns the function that removes it. */
export function setLeaveGuard(guard: LeaveGuard): () => void {
  current = guard;
  return () => {
    if (current === guard) current = null;
  };
}

/** For a link of the chrome: true when the page's guard took the navigation over (do not follow the link now). */
export function interceptLeave(proceed: () => void): boolean {
  return current ? current(proceed) : false;
}

/** Returns true when it holds a Back or Forward move back: the router must not hear it. */
export type PopGuard = (event: PopStateEvent) => boolean;

let currentPop: PopGuard | null = null;
let gateInstalled = false;

/** Registers the page's Back/Forward guard; returns the function that removes it. */
export function setPopGuard(guard: PopGuard): () => void {
  currentPop = guard;
  return () => {
    if (currentPop === guard) currentPop = null;
  };
}

/**
 * The shell installs this before its router listens: listeners of one target run in the order
 * they were added (Chromium runs a capturing listener on window after the earlier ones too), so
 * only a listener added first can keep a Back or Forward move from the router.
 */
export function installPopGate(target: Pick<Window, 'addEventListener'> = window) {
  if (gateInstalled) return;
  gateInstalled = true;
  target.addEventListener('popstate', (event) => {
    if (currentPop?.(event as PopStateEvent)) (event as PopStateEvent).stopImmediatePropagation();
  });
}
