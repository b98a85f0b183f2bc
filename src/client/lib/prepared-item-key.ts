// Where a food a guest prepared before registering waits on the device (lib/prepared-item.ts reads and
// checks it): apart, so that the app can tell whether one waits without loading those checks.

export const PREPARED_ITEM_KEY = 'myfridge-prepared-item';

/** Whether a prepared food may be waiting (it is read, and checked, only then). */
export function mayHavePreparedItem(): boolean {
  try {
    return localStorage.getItem(PREPARED_ITEM_KEY) !== null;
  } catch {
    return false;
  }
}
