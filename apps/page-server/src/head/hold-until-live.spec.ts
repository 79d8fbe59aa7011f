/**
 * @jest-environment jsdom
 */
import { HYDRATING_EVENT, LIVE_EVENT } from '@join/page-contract';
import { HOLD_LIMIT_MS, holdUntilLive } from './hold-until-live';

// jsdom has no clipboard events; these carry what the held paste reads and makes again.
class TestDataTransfer {
  private readonly data = new Map<string, string>();
  setData(type: string, value: string) {
    this.data.set(type, value);
  }
  getData(type: string) {
    return this.data.get(type) ?? '';
  }
}
class TestClipboardEvent extends Event {
  readonly clipboardData: TestDataTransfer | null;
  constructor(type: string, init: EventInit & { clipboardData?: TestDataTransfer | null } = {}) {
    super(type, init);
    this.clipboardData = init.clipboardData ?? null;
  }
}
Object.assign(window, { DataTransfer: TestDataTransfer, ClipboardEvent: TestClipboardEvent });

const paste = (field: Element, text: string) => {
  const data = new TestDataTransfer();
  data.setData('text/plain', text);
  const event = new TestClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
  field.dispatchEvent(event);
  return event;
};

const hydrating = () => document.dispatchEvent(new Event(HYDRATING_EVENT));
const drawn = () => document.dispatchEvent(new Event(LIVE_EVENT));

const PAGE = `
  <header><select aria-label="Language"><option value="en">English</option><option value="es">Español</option></select></header>
  <main>
    <form novalidate><input name="firstName" /><input name="email" type="email" /><button type="submit">Continue</button></form>
    <section><button type="button">For Parents</button><button type="button">For Professionals</button></section>
  </main>`;

let stop: () => void = () => undefined;
let time = 0;

beforeEach(() => {
  document.body.innerHTML = `<div id="outside"><button type="button">Outside</button></div><div id="root">${PAGE}</div>`;
  time = 1_000;
  stop = holdUntilLive(document, { now: () => time });
});
afterEach(() => stop());

const root = () => document.getElementById('root') as HTMLElement;
const button = (name: string) =>
  Array.from(document.querySelectorAll('button')).find((b) => b.textContent === name) as HTMLButtonElement;

/** Whether an event reached #root already cancelled (by the head script). */
const cancelled = new WeakMap<Event, boolean>();

/** Listens as React does: on #root, after the head script's capture listener on the document. A form's submit is handled there, as the page's forms do. */
function onRoot<K extends keyof HTMLElementEventMap>(type: K) {
  const seen: HTMLElementEventMap[K][] = [];
  root().addEventListener(type, (event) => {
    cancelled.set(event, event.defaultPrevented);
    seen.push(event);
    if (type === 'submit') event.preventDefault();
  });
  return seen;
}

describe('holdUntilLive: a submit', () => {
  it('is held (no native submit), then made again as a click on the same button when the shell starts hydrating', () => {
    const submits = onRoot('submit');
    const form = document.querySelector('form') as HTMLFormElement;
    const continueButton = button('Continue');
    continueButton.click();
    expect(submits).toHaveLength(0);
    let clicked = 0;
    continueButton.addEventListener('click', () => clicked++);
    hydrating();
    expect(clicked).toBe(1);
    expect(submits).toHaveLength(1);
    expect(cancelled.get(submits[0] as Event)).toBe(false);
    expect((submits[0] as SubmitEvent).submitter).toBe(continueButton);
    expect(submits[0]?.target).toBe(form);
  });

  it('sent by Enter (no submitter) is made again as a submit of the form', () => {
    const submits = onRoot('submit');
    const form = document.querySelector('form') as HTMLFormElement;
    const early = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(submits).toHaveLength(0);
    hydrating();
    expect(submits).toHaveLength(1);
  });

  it('of a form with its own action is left to the browser', () => {
    const form = document.querySelector('form') as HTMLFormElement;
    form.setAttribute('action', '/app/join/login');
    const submits = onRoot('submit');
    const early = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(early);
    expect(submits).toHaveLength(1);
    expect(cancelled.get(early)).toBe(false);
  });

  it('of a form React replaced is dropped', () => {
    const submits = onRoot('submit');
    button('Continue').click();
    root().innerHTML = PAGE;
    drawn();
    expect(submits).toHaveLength(0);
  });
});

describe('holdUntilLive: a plain button click', () => {
  it('is held, then made again on the same button when the shell starts hydrating', () => {
    const clicks = onRoot('click');
    button('For Parents').click();
    expect(clicks).toHaveLength(0);
    hydrating();
    expect(clicks.map((c) => (c.target as HTMLElement).textContent)).toEqual(['For Parents']);
  });

  it('made on an element inside the button is held as the button’s click', () => {
    const clicks = onRoot('click');
    const inner = document.createElement('span');
    inner.textContent = 'Parents';
    const forParents = button('For Parents');
    forParents.textContent = '';
    forParents.append(inner);
    inner.click();
    expect(clicks).toHaveLength(0);
    hydrating();
    expect(clicks.map((c) => c.target)).toEqual([forParents]);
  });

  it('goes to the button React drew at the same place with the same words, once that part is drawn', () => {
    button('For Professionals').click();
    // The browser's render replaced the server's elements; the remote's screen is not drawn yet.
    root().innerHTML = '<header></header><main><p>Loading</p></main>';
    drawn();
    root().innerHTML = PAGE;
    const clicks = onRoot('click');
    drawn();
    expect(clicks.map((c) => c.target)).toEqual([button('For Professionals')]);
  });

  it('goes to the only button with the same words when the page moved around it', () => {
    button('For Parents').click();
    root().innerHTML =
      '<main><aside><p>New</p></aside><div><button type="button">For Parents</button></div></main>';
    const clicks = onRoot('click');
    drawn();
    expect(clicks.map((c) => (c.target as HTMLElement).textContent)).toEqual(['For Parents']);
  });

  it('is dropped when no drawn part has such a button within the hold limit', () => {
    button('For Parents').click();
    root().innerHTML = '<main></main>';
    drawn();
    time += HOLD_LIMIT_MS + 1;
    root().innerHTML = PAGE;
    const clicks = onRoot('click');
    drawn();
    expect(clicks).toHaveLength(0);
  });

  it('outside #root, or once the page is live, is not held', () => {
    const outside = jest.fn();
    document.getElementById('outside')?.addEventListener('click', outside);
    button('Outside').click();
    expect(outside).toHaveBeenCalledTimes(1);
    hydrating();
    const clicks = onRoot('click');
    button('For Parents').click();
    expect(clicks).toHaveLength(1);
    expect(cancelled.get(clicks[0] as Event)).toBe(false);
  });
});

describe('holdUntilLive: a paste', () => {
  it('is held, then made again as a paste with the same text, which the field’s own handler takes', () => {
    const field = document.querySelector('input[name="firstName"]') as HTMLInputElement;
    const pastes = onRoot('paste');
    const early = paste(field, '+44 20 7946 0958');
    expect(early.defaultPrevented).toBe(true);
    expect(pastes).toHaveLength(0);
    root().addEventListener('paste', (event) => {
      event.preventDefault();
      field.value = 'handled';
    });
    hydrating();
    expect(pastes).toHaveLength(1);
    expect((pastes[0] as unknown as TestClipboardEvent).clipboardData?.getData('text/plain')).toBe(
      '+44 20 7946 0958',
    );
    expect(field.value).toBe('handled');
  });

  it('that no handler takes puts the text where it was pasted, and says so with an input event', () => {
    const field = document.querySelector('input[name="firstName"]') as HTMLInputElement;
    field.value = 'A-a';
    field.setSelectionRange(1, 2);
    paste(field, 'n');
    expect(field.value).toBe('A-a');
    const inputs = onRoot('input');
    hydrating();
    expect(field.value).toBe('Ana');
    expect(inputs).toHaveLength(1);
  });

  it('into a field with no selection (an email) puts the text at its end through the element’s own value setter', () => {
    const field = document.querySelector('input[name="email"]') as HTMLInputElement;
    field.value = 'ana@';
    // A library watching the field (as React's value tracking does) sees writes made on the instance.
    const instanceWrites: string[] = [];
    Object.defineProperty(field, 'value', {
      configurable: true,
      get: () => Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.get?.call(field),
      set: (value: string) => {
        instanceWrites.push(value);
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
      },
    });
    paste(field, 'example.com');
    hydrating();
    expect(field.value).toBe('ana@example.com');
    expect(instanceWrites).toEqual([]);
  });

  it('of nothing, or once live, is not held', () => {
    const field = document.querySelector('input[name="firstName"]') as HTMLInputElement;
    expect(paste(field, '').defaultPrevented).toBe(false);
    drawn();
    expect(paste(field, 'Ana').defaultPrevented).toBe(false);
  });
});

describe('holdUntilLive: a choice in a select', () => {
  it('is set again with a change event once the page is live, even if hydration put the old choice back', () => {
    const select = document.querySelector('select') as HTMLSelectElement;
    select.value = 'es';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    // What hydration does to a select whose rendered value is the old one.
    select.value = 'en';
    const changes = onRoot('change');
    hydrating();
    expect(select.value).toBe('es');
    expect(changes).toHaveLength(1);
  });
});

describe('holdUntilLive: when held things are made again', () => {
  it('all at once, in the order they were done, when the shell starts hydrating; nothing is made twice', () => {
    const order: string[] = [];
    root().addEventListener('click', (e) => order.push(`click ${(e.target as HTMLElement).textContent}`));
    root().addEventListener('change', () => order.push('change'));
    const select = document.querySelector('select') as HTMLSelectElement;
    button('For Professionals').click();
    select.value = 'es';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    button('For Parents').click();
    order.length = 0;
    hydrating();
    expect(order).toEqual(['click For Professionals', 'change', 'click For Parents']);
    hydrating();
    drawn();
    expect(order).toHaveLength(3);
  });

  it('not before a signal from the page: no timer makes them again', () => {
    jest.useFakeTimers();
    try {
      const clicks = onRoot('click');
      button('For Parents').click();
      jest.advanceTimersByTime(HOLD_LIMIT_MS * 2);
      expect(clicks).toHaveLength(0);
    } finally {
      jest.useRealTimers();
    }
  });
});
