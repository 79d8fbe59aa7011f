// The first screen's contract (docs/first-screen.md): what the page server, the shell and the
// head script agree on. Imports nothing, so the head script's own bundle stays a few hundred bytes.
export * from './constants';
export * from './language';
export * from './hydrate';
export * from './render';
