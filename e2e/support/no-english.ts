// CONTRACTS#both-languages: a Spanish screen must show no English. Every visible text (and placeholder, accessible
// label and the page title) is compared with the English texts of the resources and checked for
// English function words; brand names and numbers are allowed.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

const RESOURCES = join(__dirname, '../../libs/i18n/src/resources');

function strings(bundle: unknown): string[] {
  if (typeof bundle === 'string') return [bundle];
  if (bundle && typeof bundle === 'object') return Object.values(bundle).flatMap(strings);
  return [];
}

function load(lang: 'en' | 'es'): string[] {
  return readdirSync(join(RESOURCES, lang)).flatMap((file) =>
    strings(JSON.parse(readFileSync(join(RESOURCES, lang, file), 'utf8'))),
  );
}

const spanish = new Set(load('es'));
/** English resource texts that Spanish does not share, as patterns ({{x}} and <1>…</1> match anything). */
const englishPatterns = [...new Set(load('en'))]
  .filter((text) => !spanish.has(text) && /[a-z]{3}/i.test(text))
  .map(
    (text) =>
      new RegExp(
        `^${text
          .replace(/<\/?\d+>|<\/?[a-z]+>/g, '')
          .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
          .replace(/\{\{\s*\w+\s*\}\}/g, '.+')}$`,
        'i',
      ),
  );

/** Words no Spanish sentence here uses. */
const ENGLISH_WORDS =
  /\b(the|and|your|you|with|please|continue|back|select|this|that|for|from|will|have|has|been|enter|choose|payment|account|email|password|username|next|step|invalid|declined|unexpected|something|wrong|package|year|years|subscription|information|review|billing|card|code|apply|terms|privacy|help|contact|login|log in)\b/i;

/** Brand and product names, and words both languages share. */
const ALLOWED = [
  /^(Harbor|PayPal|Venmo|Apple Pay|Google Play|App Store|ToneMeter|CVV|MyFiles|Total|Subtotal|Error|English|Español|OK)$/i,
];

export function englishIn(texts: string[]): string[] {
  return texts.filter((t) => {
    const text = t.replace(/\s+/g, ' ').trim();
    if (!/[a-z]{2}/i.test(text) || ALLOWED.some((a) => a.test(text))) return false;
    // Mail addresses, links and codes are data, not words.
    const words = text.replace(
      /\S+@\S+|https?:\/\/\S+|\b[A-Z0-9_-]{6,}\b|Harbor|PayPal|Venmo|Apple Pay|Google Play|App Store|ToneMeter/g,
      ' ',
    );
    return ENGLISH_WORDS.test(words) || englishPatterns.some((p) => p.test(text));
  });
}

/** Every text a visitor can see or hear on the page now. */
export async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [document.title];
    const visible = (el: Element) => {
      if (el.closest('script,style,noscript,template,option,[hidden]')) return false;
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden') return false;
      const rect = el.getBoundingClientRect();
      // Visually hidden text (a screen-reader label) is still read out, so it counts.
      return rect.width > 0 || rect.height > 0 || style.position === 'absolute';
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const el = node.parentElement;
      const text = node.textContent?.trim();
      if (el && text && visible(el)) out.push(text);
    }
    for (const el of Array.from(document.querySelectorAll('[placeholder],[aria-label],[title],img[alt]'))) {
      if (!visible(el)) continue;
      for (const attr of ['placeholder', 'aria-label', 'title', 'alt']) {
        const value = el.getAttribute(attr)?.trim();
        if (value) out.push(value);
      }
    }
    // The chosen option of each list is on screen even when the list is closed.
    for (const select of Array.from(document.querySelectorAll('select')))
      if (visible(select) && select.selectedOptions[0]) out.push(select.selectedOptions[0].text.trim());
    return out.filter(Boolean);
  });
}

export async function expectNoEnglish(page: Page, screen: string) {
  const found = englishIn(await visibleTexts(page));
  expect(found, `English text on ${screen} (${page.url()})`).toEqual([]);
}
