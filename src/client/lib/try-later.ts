// Answers that say nothing of the request itself, only to ask again later: the server is too busy (429) or
// failing (5xx). Used by the page and by the service worker, so it imports nothing.

export const tryLater = (status: number): boolean => status === 429 || status >= 500;
