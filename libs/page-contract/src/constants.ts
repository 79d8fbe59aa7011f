/** The id of the JSON script holding what the server rendered with (ServerState). */
export const SERVER_STATE_ID = 'join-ssr';

/**
 * The id of the JSON script holding the pages the live releases declare (remote name to full
 * paths), with which the shell composes its route table; absent when no release declares any.
 */
export const ROUTES_ELEMENT_ID = 'join-routes';

/**
 * Set on <html> by the head script before the first paint when the tab is rendered by the
 * browser instead of hydrated; its value is the RestoreReason. The page's CSS hides the server's
 * form area meanwhile, so an empty form never flashes over what the tab had stored.
 */
export const RESTORE_ATTRIBUTE = 'data-join-restore';

/** Sent on the document by the shell right after it calls hydrateRoot. */
export const HYDRATING_EVENT = 'join:hydrating';

/**
 * Sent on the document by the page from an effect each time React has drawn a part of it and run
 * that part's effects: the page's first render (hydrated or not), and each remote's screen as it
 * mounts. From the first one on, everything under #root is React's.
 */
export const LIVE_EVENT = 'join:live';

/** The cookie and localStorage key of the language the visitor chose. */
export const LANGUAGE_KEY = 'join.lang';

/** The prefix of every store the tab keeps in sessionStorage (libs/state). */
export const STORE_PREFIX = 'join.';

/** The stores' key that holds only configuration (flag overrides), not what was typed. */
export const CONFIG_STORE_KEY = 'join.config';

/** The query parameter of a sandbox flag override link. */
export const FLAGS_PARAM = 'flags';

/** The query parameter of a discount link (libs/state discount.ts): the shell stores it before it starts. */
export const DISCOUNT_PARAM = 'discount';

/** The base path of every page. */
export const PAGE_BASE = '/app/join';
