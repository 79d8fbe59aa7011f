// Something that appears when a field is left must not move what the visitor is clicking: a mouse
// button pressed on Continue blurs the field, and if Continue then slides down before the button
// is released, the click lands beside it (CONVENTIONS.md Forms: nothing moves under the pointer).

let pressing = false;
let tracking = false;

/** Starts noting whether a pointer is pressed (once per page; call it before any press matters). */
export function trackPresses(): void {
  if (tracking || typeof document === 'undefined') return;
  tracking = true;
  const release = () => {
    pressing = false;
  };
  document.addEventListener('pointerdown', () => (pressing = true), true);
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
}

/**
 * Runs `show` once the press under way, if any, has ended and its click has landed: a task after
 * the release (a tap's click comes in the same task as the blur, so it waits a task as well).
 * Returns a function that cancels it.
 */
export function afterPress(show: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = () => {
    document.removeEventListener('pointerup', later, true);
    document.removeEventListener('pointercancel', later, true);
    timer = setTimeout(show, 0);
  };
  if (pressing) {
    document.addEventListener('pointerup', later, true);
    document.addEventListener('pointercancel', later, true);
  } else later();
  return () => {
    document.removeEventListener('pointerup', later, true);
    document.removeEventListener('pointercancel', later, true);
    clearTimeout(timer);
  };
}
