// Sharing a code: with the phone's share sheet where there is one, else copied to the clipboard. A share the
// person closed is not an error, and says nothing.
export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

/** Shares `data` with the Web Share API; without it, or when it fails, copies `copy` (after `beforeCopy`). */
export async function shareOrCopy(
  data: ShareData,
  copy: string,
  beforeCopy?: () => void,
): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (e) {
      if (e instanceof DOMException && e.name === 'AbortError') return 'cancelled';
    }
  }
  beforeCopy?.();
  try {
    await navigator.clipboard.writeText(copy);
    return 'copied';
  } catch {
    return 'failed';
  }
}
