/** A full page load to a page outside the join app (the legacy home page). Own module so tests can stand in for it. */
export function leaveApp(url: string): void {
  window.location.assign(url);
}
