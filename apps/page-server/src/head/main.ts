// The head script's entry (docs/first-screen.md, "The head script"): built on its own into the
// minified text the page server inlines before the first paint (build-head-script.cjs).
import { holdUntilLive } from './hold-until-live';
import { markRestore } from './mark-restore';

holdUntilLive(document);
markRestore(document, {
  sessionStorage: () => window.sessionStorage,
  localStorage: () => localStorage,
  navigator,
  search: location.search,
});
