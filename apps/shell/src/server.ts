// The shell's Node build (CONTRACTS#first-screen-from-the-server 1): the join API loads dist/apps/shell/server/main.js and calls
// renderPage for every page request. The import is an async boundary, as in main.ts, so the
// shared singletons are negotiated with the remotes' server builds before anything uses them.
import type { RenderPageInput, RenderPageResult, WarmRemotesInput } from './server/render-page';

export type { RenderPageInput, RenderPageResult, WarmRemotesInput } from './server/render-page';

export async function renderPage(input: RenderPageInput): Promise<RenderPageResult> {
  const { renderPage: render } = await import('./server/render-page');
  return render(input);
}

export async function warmRemotes(input: WarmRemotesInput): Promise<Record<string, number>> {
  const { warmRemotes: warm } = await import('./server/render-page');
  return warm(input);
}
