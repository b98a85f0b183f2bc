// Data the server answered while the app has been open, told from the copy kept on the device
// (persisted-cache.ts), which keeps its answers' times. Its own module: the app's first file needs it, and
// not the keeping's code.

/**
 * Whether data was read from the server since the app opened, rather than restored from the kept copy. A
 * form that edits the data starts only from such data: the kept copy may predate the last change.
 */
export function readSinceOpening(dataUpdatedAt: number): boolean {
  return dataUpdatedAt >= performance.timeOrigin;
}
