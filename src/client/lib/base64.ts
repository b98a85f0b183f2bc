// Base64url to bytes, shared by the page and the service worker (both subscribe to Web Push).

/** Base64url (a VAPID public key) to bytes, as `applicationServerKey` wants them. */
export function urlBase64ToUint8Array(base64url: string): Uint8Array<ArrayBuffer> {
  const padded = base64url + '='.repeat((4 - (base64url.length % 4)) % 4);
  const binary = atob(padded.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}
