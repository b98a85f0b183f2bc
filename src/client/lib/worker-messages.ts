// Names shared by the page and the service worker.

/** The page asks the worker to forget what it keeps of the account (signing out, deleting it); it answers on the port. */
export const FORGET_ACCOUNT = 'forget-account';

/** The worker's cache of the public bucket's pictures (foods, prizes, profile pictures). */
export const PICTURES_CACHE = 'myfridge-pictures';

/**
 * The worker's copy of the last page the server drew at each address, shown when that address is opened
 * again the same day without the server (offline): it holds the account's data, and goes when it signs out.
 */
export const PAGES_CACHE = 'myfridge-pages';

/** What marks a kept page as one (the `<html>` element's attribute): the app takes it over from its own data. */
export const KEPT_PAGE_ATTRIBUTE = 'data-kept-page';
