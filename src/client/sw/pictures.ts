// Pictures from the public storage bucket (foods, prizes, profile pictures): not part of the build, so kept
// as they are shown, answered from the device at once and refreshed from the network behind. Signing out
// forgets them all (a profile picture is the account's), and the catalogue's are fetched again.
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { PICTURES_CACHE } from '../lib/worker-messages';

export { PICTURES_CACHE };

export function isPublicPicture(url: URL, request: Request, origin: string): boolean {
  return (
    request.method === 'GET' &&
    url.origin === origin &&
    url.pathname.startsWith('/storage/public/') &&
    (request.destination === 'image' || request.destination === '')
  );
}

const MAX_ENTRIES = 300;

export const picturesStrategy = new StaleWhileRevalidate({
  cacheName: PICTURES_CACHE,
  plugins: [new ExpirationPlugin({ maxEntries: MAX_ENTRIES, purgeOnQuotaError: true })],
});

/**
 * Forgets every kept picture and what the expiration keeps of them in IndexedDB (their addresses, which for
 * a profile picture name the account).
 */
export async function forgetPictures(): Promise<void> {
  await caches.delete(PICTURES_CACHE);
  await new CacheExpiration(PICTURES_CACHE, { maxEntries: MAX_ENTRIES }).delete();
}
