import { DISCOUNT_PARAM, RESTORE_ATTRIBUTE } from '@join/page-contract';
import type { ShellScript } from './shell-build';

// A server-rendered page is painted before the shell's script runs (docs/first-screen.md): the
// shell's scripts are preloaded in the head (so they download at once, beside the page and the
// route's remote), and a small inline script at the end of the body adds them after the first
// contentful paint. A deferred script would run as soon as the HTML is parsed, before the browser
// presents its first frame, and everything it ran would delay that paint.
//
// Only for a tab that will be hydrated. A tab the browser renders instead (the head script marked
// it, or a discount link, which the shell stores before it starts) gets the scripts at once: there
// the browser's render replaces the server's elements, and a click held on one of them until the
// shell started would be lost.

/** How long the loader waits for a first contentful paint it was told of before it adds the scripts anyway. */
export const PAINT_WAIT_MS = 1500;

/** A discount link: the shell stores it before it starts, so such a tab is rendered in the browser. */
const DISCOUNT_LINK = new RegExp(`[?&]${DISCOUNT_PARAM}=`);

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
    `function go(){if(done)return;done=true;for(var i=0;i<s.length;i++){var e=d.createElement('script');e.src=s[i].src;if(s[i].integrity)e.integrity=s[i].integrity;e.crossOrigin='anonymous';if(n)e.nonce=n;e.async=false;d.body.appendChild(e)}}` +
    `try{var P=window.PerformanceObserver,types=P&&P.supportedEntryTypes||[];` +
    `if(d.visibilityState!=='visible'||d.documentElement.hasAttribute('${RESTORE_ATTRIBUTE}')||${DISCOUNT_LINK.toString()}.test(window.location.search)||types.indexOf('paint')<0||performance.getEntriesByName('first-contentful-paint').length){go();return}` +
    `var o=new P(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go,0)}});o.observe({type:'paint',buffered:true});` +
    `d.addEventListener('visibilitychange',function(){if(d.visibilityState!=='visible')go()});setTimeout(go,${PAINT_WAIT_MS})` +
    `}catch(x){go()}})();`
  );
}
