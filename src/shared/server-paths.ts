// The paths that belong to the server: neither the server nor the service worker answers them with the app's page.

export const SERVER_PATH_PREFIXES = ['/api/', '/storage/', '/dev/'] as const;

/** The same prefixes as one pattern, for what takes patterns (the service worker's navigation route). */
export const SERVER_PATH = new RegExp(`^(?:${SERVER_PATH_PREFIXES.join('|')})`);

/** Whether `path` is the server's rather than one of the app's screens or files. */
export function isServerPath(path: string): boolean {
  return SERVER_PATH_PREFIXES.some((prefix) => path.startsWith(prefix));
}
