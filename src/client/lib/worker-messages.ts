// Names shared by the page and the service worker.

/** The page asks the worker to forget what it keeps of the account (signing out, deleting it); it answers on the port. */
export const FORGET_ACCOUNT = 'forget-account';

/** The worker's cache of the public bucket's pictures (foods, prizes, profile pictures). */
export const PICTURES_CACHE = 'myfridge-pictures';
