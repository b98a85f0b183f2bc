// Pictures from the public storage bucket (foods, prizes, profile pictures): not part of the build, so kept
// as they are shown, answered from the device at once and refreshed from the network behind.
import { ExpirationPlugin } from 'workbox-expiration';
import { StaleWhileRevalidate } from 'workbox-strategies';

export const PICTURES_CACHE = 'myfridge-pictures';

export function isPublicPicture(url: URL, request: Request, origin: string): boolean {
  return (
    request.method === 'GET' &&
    url.origin === origin &&
    url.pathname.startsWith('/storage/public/') &&
    (request.destination === 'image' || request.destination === '')
  );
}

export const picturesStrategy = new StaleWhileRevalidate({
  cacheName: PICTURES_CACHE,
  plugins: [new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })],
});
