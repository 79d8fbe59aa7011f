// The shell's Node build (docs/first-screen.md): the page server loads dist/apps/shell/server/main.js
// and calls renderPage for every page request (the contract is @join/page-contract's
// ShellServerBuild). The import is an async boundary, as in main.ts, so the shared singletons are
// negotiated with the remotes' server builds before anything uses them.
import type { RenderPageResult, WarmRemotesInput } from '@join/page-contract';
import type { RenderPageInput } from './server/render-page';

export async function renderPage(input: RenderPageInput): Promise<RenderPageResult> {
  const { renderPage: render } = await import('./server/render-page');
  return render(input);
}

export async function warmRemotes(input: WarmRemotesInput): Promise<Record<string, number>> {
  const { warmRemotes: warm } = await import('./server/render-page');
  return warm(input);
}
