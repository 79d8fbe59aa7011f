// What a visitor does on the server's HTML before React owns it (docs/first-screen.md, "The head
// script"): typing needs nothing (the server's fields keep it, and each field's own rules apply when
// React attaches to it), but four things would be lost or wrong, so they are held and made again
// once the page is live:
// - a submit: the browser's own submit would reload the page with what was typed in the address;
// - a plain button's click (type="button", the landing's For Parents): it would do nothing;
// - a paste: the field's own paste handling (a phone number's calling code moved to its select)
//   would not run;
// - a choice in a select (the header's language): hydration would put the old choice back.
// Nothing here reads React's own state: the page says when it is live with two events.
// - HYDRATING_EVENT, sent by the shell right after hydrateRoot: React listens on #root from then
//   on, and a discrete event on a part it has not hydrated makes it hydrate that part, run its
//   effects and only then handle the event. Everything held is made again at once, on the same
//   elements.
// - LIVE_EVENT, sent from an effect each time React has drawn a part of the page: on a tab the
//   browser renders instead of hydrating, React replaces the server's elements, so a held click
//   goes to the new button at the same place under #root with the same words (or else to the one
//   button there with those words) once the part holding it is drawn. A held submit, paste or
//   choice whose element was replaced is dropped: the form area is hidden on such a tab.
// After either event nothing more is held, so a button a script adds later (the wallet SDK's
// PayPal button) is never held.
import { HYDRATING_EVENT, LIVE_EVENT } from '@join/page-contract';

/** How long a held action waits for the part of the page holding it to be drawn. */
export const HOLD_LIMIT_MS = 15_000;

/** An element to act on, `null` while its part of the page is not drawn yet, or `'gone'` (dropped). */
type Found<E extends Element> = E | null | 'gone';

interface Held {
  /** Made again when its element is found; true when done with (made or dropped). */
  settle: () => boolean;
  until: number;
}

export interface HoldOptions {
  /** The clock (tests). */
  now?: () => number;
}

const ROOT_ID = 'root';

const inRoot = (element: Element): boolean => Boolean(element.closest(`#${ROOT_ID}`));

const connectedOr = <E extends Element>(element: E): Found<E> => (element.isConnected ? element : 'gone');

/** The way from #root down to `element`, as child indexes. */
function pathOf(element: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = element; node && node.id !== ROOT_ID; node = node.parentElement) {
    let index = 0;
    for (let sibling = node.previousElementSibling; sibling; sibling = sibling.previousElementSibling)
      index++;
    path.unshift(index);
  }
  return path;
}

/** The button React drew in place of a server-rendered one: the same place and words, or the only one with those words. */
function twinOf(doc: Document, path: number[], words: string | null): HTMLButtonElement | null {
  const same = (node: Element | null | undefined): node is HTMLButtonElement =>
    node instanceof doc.defaultView!.HTMLButtonElement &&
    node.type === 'button' &&
    node.textContent === words;
  const root = doc.getElementById(ROOT_ID);
  let node: Element | null | undefined = root;
  for (const index of path) node = node?.children[index];
  if (same(node)) return node;
  const alike = root ? Array.from(root.querySelectorAll('button')).filter(same) : [];
  return alike.length === 1 ? (alike[0] as HTMLButtonElement) : null;
}

/** Sets a field's value as typing does: through the element's own setter, not a wrapper put on the instance. */
function setFieldValue(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const own = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value');
  if (own?.set) own.set.call(field, value);
  else field.value = value;
}

/** A paste of `text` made again on `field`; if no handler took it, the text goes where it was pasted, as the browser would have put it. */
function pasteAgain(
  field: HTMLInputElement | HTMLTextAreaElement,
  text: string,
  start: number | null,
  end: number | null,
) {
  const view = field.ownerDocument.defaultView as Window & typeof globalThis;
  const data = new view.DataTransfer();
  data.setData('text/plain', text);
  if (
    !field.dispatchEvent(
      new view.ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    )
  )
    return;
  const length = field.value.length;
  try {
    field.setRangeText(text, start ?? length, end ?? length, 'end');
  } catch {
    // Fields with no selection (type="email", "number") take the text at their end.
    setFieldValue(field, field.value + text);
  }
  field.dispatchEvent(new view.Event('input', { bubbles: true }));
}

/** Holds what is done on the server's HTML until the page is live; returns a function that stops holding (tests). */
export function holdUntilLive(doc: Document, { now = Date.now }: HoldOptions = {}): () => void {
  let live = false;
  let held: Held[] = [];

  const hold = <E extends Element>(find: () => Found<E>, act: (element: E) => void) => {
    held.push({
      until: now() + HOLD_LIMIT_MS,
      settle: () => {
        const element = find();
        if (element === null) return false;
        if (element !== 'gone') act(element);
        return true;
      },
    });
  };

  const settle = () => {
    live = true;
    const waiting = held;
    held = [];
    const time = now();
    // Kept for the next part the page draws: a click whose button is not drawn yet.
    held = waiting.filter((entry) => time <= entry.until && !entry.settle()).concat(held);
  };

  const onSubmit = (event: Event) => {
    const form = event.target;
    if (
      live ||
      !(form instanceof doc.defaultView!.HTMLFormElement) ||
      !inRoot(form) ||
      form.hasAttribute('action')
    )
      return;
    event.preventDefault();
    event.stopPropagation();
    const button = (event as SubmitEvent).submitter;
    hold(
      () => connectedOr(form),
      (owned) => {
        if (button instanceof doc.defaultView!.HTMLElement && button.isConnected && owned.contains(button))
          button.click();
        else owned.requestSubmit();
      },
    );
  };

  const onClick = (event: Event) => {
    const target = event.target;
    const button = target instanceof doc.defaultView!.Element ? target.closest('button') : null;
    if (live || !button || button.type !== 'button' || !inRoot(button)) return;
    event.preventDefault();
    event.stopPropagation();
    const path = pathOf(button);
    const words = button.textContent;
    hold(
      () => (button.isConnected ? button : twinOf(doc, path, words)),
      (owned) => owned.click(),
    );
  };

  const onPaste = (event: Event) => {
    const field = event.target;
    const view = doc.defaultView!;
    if (
      live ||
      !(field instanceof view.HTMLInputElement || field instanceof view.HTMLTextAreaElement) ||
      !inRoot(field)
    )
      return;
    const clipboard = (event as ClipboardEvent).clipboardData;
    const text = clipboard ? clipboard.getData('text/plain') || clipboard.getData('text') : '';
    if (!text) return;
    event.preventDefault();
    event.stopPropagation();
    const start = field.selectionStart;
    const end = field.selectionEnd;
    hold(
      () => connectedOr(field),
      (owned) => pasteAgain(owned, text, start, end),
    );
  };

  const onChange = (event: Event) => {
    const select = event.target;
    if (live || !(select instanceof doc.defaultView!.HTMLSelectElement) || !inRoot(select)) return;
    // The browser already shows the choice: it is only set again once React owns the select.
    const value = select.value;
    hold(
      () => connectedOr(select),
      (owned) => {
        owned.value = value;
        owned.dispatchEvent(
          new (doc.defaultView as Window & typeof globalThis).Event('change', { bubbles: true }),
        );
      },
    );
  };

  const listeners: [string, (event: Event) => void][] = [
    [HYDRATING_EVENT, settle],
    [LIVE_EVENT, settle],
    ['submit', onSubmit],
    ['click', onClick],
    ['paste', onPaste],
    ['change', onChange],
  ];
  // Capture: before any handler on the page's elements sees the event.
  for (const [type, listener] of listeners) doc.addEventListener(type, listener, true);
  return () => {
    for (const [type, listener] of listeners) doc.removeEventListener(type, listener, true);
  };
}
