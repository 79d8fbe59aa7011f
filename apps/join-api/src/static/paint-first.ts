// CONTRACTS#first-screen-from-the-server 6: a server-rendered page is painted before the shell's
// script runs. The template's deferred script tags become preload links in the head (so the files
// still download at once, in parallel with the page and the route's remote), and a small inline
// script at the end of the body adds the scripts after the first contentful paint.
//
// Why: a deferred script runs as soon as the HTML is parsed, and on this page that is before the
// browser has presented its first frame: the shell's evaluation (and the chunks it asks for) sat
// between the server's HTML and its first paint. Lighthouse's simulated load counts everything
// that ran before that paint, so LCP was 1.3-1.7 s where the server's HTML alone paints at about
// 0.75 s (issue 14; README 'Measuring').
//
// Only for a tab that will be hydrated. A tab the browser renders instead (the head script marked
// it: stored progress, another language, flag overrides; or a discount link, whose parameters the
// shell stores before it starts) gets the scripts at once: there the browser's render replaces the
// server's elements, and a click held on one of them until the shell started would be lost (the
// discount link's journey failed that way when this loader did not know it, 2026-11-24).

/** A script the template loads, as the loader adds it again. */
export interface ShellScript {
  src: string;
  integrity?: string;
  crossOrigin?: string;
}

const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function attributesOf(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const m of tag.matchAll(ATTRIBUTE)) found.set(m[1]!.toLowerCase(), m[2] ?? m[3] ?? m[4] ?? '');
  return found;
}

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Takes the deferred external scripts out of the head: each becomes a preload link (with the same
 * integrity and CORS mode, so the browser uses the preloaded file) and is returned for the loader.
 * Other scripts (inline ones, modules, async ones) stay where they are.
 */
export function deferredScriptsToPreloads(head: string, nonceAttr: string): { head: string; scripts: ShellScript[] } {
  const scripts: ShellScript[] = [];
  const out = head.replace(/<script\b([^>]*)>\s*<\/script>/gi, (tag: string, attributes: string) => {
    const a = attributesOf(attributes);
    const src = a.get('src');
    if (!src || !a.has('defer') || a.has('async') || (a.get('type') ?? '').toLowerCase() === 'module') return tag;
    const script: ShellScript = { src: decode(src) };
    if (a.get('integrity')) script.integrity = decode(a.get('integrity')!);
    if (a.has('crossorigin')) script.crossOrigin = decode(a.get('crossorigin')!);
    scripts.push(script);
    const integrity = script.integrity ? ` integrity="${attr(script.integrity)}"` : '';
    const cors = script.crossOrigin !== undefined ? ` crossorigin="${attr(script.crossOrigin)}"` : '';
    // At the deferred script's own low priority: the first paint does not need it, and a preload
    // would otherwise be fetched at high priority, beside the page itself.
    return `<link rel="preload" href="${attr(script.src)}" as="script" fetchpriority="low"${integrity}${cors}${nonceAttr} />`;
  });
  return { head: out, scripts };
}

/** How long the loader waits for a first contentful paint it was told of before it adds the scripts anyway. */
export const PAINT_WAIT_MS = 1500;

/**
 * The query parameter of a discount link (libs/state discount.ts, DISCOUNT_PARAMS.flag): the
 * shell stores the link before it starts, so such a tab is rendered in the browser, not hydrated.
 */
export const DISCOUNT_LINK = /[?&]discount=/;

/**
 * The inline loader: adds the scripts, in order, once the browser reports its first contentful
 * paint. At once instead when the tab is not visible (a hidden tab paints nothing), when the page
 * will be rendered by the browser rather than hydrated (the head script marked the tab: stored
 * progress, another language, flag overrides; or the address is a discount link), or when the
 * browser cannot report paints; after PAINT_WAIT_MS if the paint is never reported. Each script
 * carries the loader's own CSP nonce.
 */
export function paintFirstLoader(scripts: ShellScript[]): string {
  const list = JSON.stringify(scripts).replace(/</g, '\\u003c');
  return (
    `(function(){var s=${list},d=document,me=d.currentScript,n=me&&me.nonce,done=false;` +
    `function go(){if(done)return;done=true;for(var i=0;i<s.length;i++){var e=d.createElement('script');e.src=s[i].src;if(s[i].integrity)e.integrity=s[i].integrity;if(s[i].crossOrigin!==undefined)e.crossOrigin=s[i].crossOrigin;if(n)e.nonce=n;e.async=false;d.body.appendChild(e)}}` +
    `try{var P=window.PerformanceObserver,types=P&&P.supportedEntryTypes||[];` +
    `if(d.visibilityState!=='visible'||d.documentElement.hasAttribute('data-join-restore')||${DISCOUNT_LINK.toString()}.test(window.location.search)||types.indexOf('paint')<0||performance.getEntriesByName('first-contentful-paint').length){go();return}` +
    `var o=new P(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go,0)}});o.observe({type:'paint',buffered:true});` +
    `d.addEventListener('visibilitychange',function(){if(d.visibilityState!=='visible')go()});setTimeout(go,${PAINT_WAIT_MS})` +
    `}catch(x){go()}})();`
  );
}
