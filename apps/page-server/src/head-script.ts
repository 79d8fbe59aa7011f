// The head script of a server-rendered page (docs/first-screen.md), inline before the first paint.
import { HYDRATING_EVENT, LANGUAGE_KEY, type PageLanguage } from '@join/page-contract';

// Runs before the page is shown: a tab that already holds what the visitor typed (sessionStorage),
// a language other than the one rendered, or sandbox flag overrides is rendered by the browser
// from its stores, and the server's empty form is hidden meanwhile so it never flashes. The
// attribute says why ('stores', 'lang' or 'flags'): a part of the page drawn from no store (the
// payment page's frame) stays visible when the stores alone are the reason.
// It also holds what the visitor does on the server's HTML before React owns it (before the
// page's script has run, or while its part of the page still waits for hydration): a submit (a
// native submit would reload the page with what was typed in the address), a plain button's click
// (type="button", the landing's For Parents: it would do nothing), a paste (a field's own paste
// handling, such as a phone number's calling code moved to its select, would not run) and a choice
// in a select (the header's language: hydration would put the old choice back).
// A held event is made again at the first of two moments:
// - when the shell starts hydrating (it sends HYDRATING_EVENT right after hydrateRoot, before
//   React has rendered anything): React then listens on #root, and an event on a part it has not
//   hydrated makes it hydrate that part at once, run its effects, and only then handle the event.
//   From then on nothing is held. Replaying as soon as React's props are on the element would run
//   a click while the rest of its part of the page is still hydrating, before that part's effects
//   (the landing's page view is sent from one).
// - when React owns the element (its DOM node carries React's __reactProps$ key), polled every
//   50 ms for 15 s (until then, or until the element is gone): a tab the browser renders instead of hydrating (the shell found the tab's
//   stores only once it started), and a shell that sends no event. There the server's elements
//   are replaced when the browser's render commits: a held click goes to the new button at the
//   same place under #root with the same words, or else to the one button there with those words.
// A button a script put into a React element (the wallet SDK's PayPal button) never carries
// React's props itself: its parent does, so it is never held (holding it would swallow every click).
// A submit is made again as a click on the same button; a paste as a paste event with the same
// text, and if no handler took it, the text put where the visitor pasted it, as the browser would
// have; a choice as the value set and a change event.
const HOLD_UNTIL_LIVE =
  `(function(){var d=document,live=false,q=[],h=function(n){return Object.keys(n).some(function(k){return k.indexOf('__reactProps$')===0})},` +
  `hold=function(now,poll){var done=false,t=Date.now(),w=function(){if(done)return;var r=poll();if(r===0)return;if(r){done=true;r();return}if(Date.now()-t<15000)setTimeout(w,50)};q.push(function(){if(!done){done=true;now()}});setTimeout(w,50)};` +
  `d.addEventListener('${HYDRATING_EVENT}',function(){live=true;var a=q;q=[];for(var i=0;i<a.length;i++)a[i]()});` +
  // A submit.
  `d.addEventListener('submit',function(e){var f=e.target;if(live||!f||!f.closest||!f.closest('#root')||f.hasAttribute('action')||h(f))return;e.preventDefault();e.stopPropagation();var b=e.submitter,go=function(){if(b&&b.isConnected&&f.contains(b))b.click();else f.requestSubmit()};hold(function(){if(f.isConnected)go()},function(){return f.isConnected?(h(f)?go:null):0})},true);` +
  // A plain button's click.
  `d.addEventListener('click',function(e){var b=e.target&&e.target.closest?e.target.closest('button'):null;if(live||!b||b.type!=='button'||!b.closest('#root')||h(b)||(b.parentElement&&h(b.parentElement)))return;e.preventDefault();e.stopPropagation();var x=b.textContent,p=[],n=b,i,c;while(n&&n.id!=='root'){for(i=0,c=n;(c=c.previousElementSibling);)i++;p.unshift(i);n=n.parentElement}var same=function(m){return m&&m.tagName==='BUTTON'&&m.type==='button'&&m.textContent===x},twin=function(){var r=d.getElementById('root'),m=r,j,a;for(j=0;m&&j<p.length;j++)m=m.children[p[j]];if(same(m))return m;a=r?[].filter.call(r.querySelectorAll('button'),same):[];return a.length===1?a[0]:null};hold(function(){if(b.isConnected)b.click()},function(){var m=b.isConnected?b:twin();return m&&h(m)?function(){m.click()}:null})},true);` +
  // A paste.
  `d.addEventListener('paste',function(e){var f=e.target,c=e.clipboardData,v=c?c.getData('text/plain')||c.getData('text'):'';if(live||!f||(f.tagName!=='INPUT'&&f.tagName!=='TEXTAREA')||!f.closest('#root')||h(f)||!v)return;e.preventDefault();e.stopPropagation();var s=f.selectionStart,z=f.selectionEnd,go=function(){var o=new DataTransfer();o.setData('text/plain',v);if(f.dispatchEvent(new ClipboardEvent('paste',{clipboardData:o,bubbles:true,cancelable:true}))){try{f.setRangeText(v,s==null?f.value.length:s,z==null?f.value.length:z,'end')}catch(x){f.value+=v}f.dispatchEvent(new Event('input',{bubbles:true}))}};hold(function(){if(f.isConnected)go()},function(){return f.isConnected?(h(f)?go:null):0})},true);` +
  // A choice in a select.
  `d.addEventListener('change',function(e){var s=e.target;if(live||!s||s.tagName!=='SELECT'||!s.closest('#root')||h(s))return;var v=s.value,go=function(){s.value=v;s.dispatchEvent(new Event('change',{bubbles:true}))};hold(function(){if(s.isConnected)go()},function(){return s.isConnected?(h(s)?go:null):0})},true)})();`;

/** The head script for a page rendered in `lang`. */
export function headScript(lang: PageLanguage): string {
  return `${HOLD_UNTIL_LIVE}(function(){try{var d=document.documentElement,r=/[?&]flags=/.test(location.search)?'flags':'',s=window.sessionStorage,i,k,v;for(i=0;i<s.length;i++){k=s.key(i);if(!k||k.indexOf('join.')!==0)continue;if(k==='join.config'){v=JSON.parse(s.getItem(k)||'{}');if(v&&v.state&&v.state.overrides&&Object.keys(v.state.overrides).length)r='flags'}else if(!r)r='stores'}var l=null;try{l=localStorage.getItem('${LANGUAGE_KEY}')}catch(e){}if(l!=='en'&&l!=='es'){l='en';var n=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language];for(i=0;i<n.length;i++){var b=String(n[i]||'').toLowerCase().split(/[-_]/)[0];if(b==='en'||b==='es'){l=b;break}}}if(l!=='${lang}')r='lang';if(r)d.setAttribute('data-join-restore',r)}catch(e){}})();`;
}
