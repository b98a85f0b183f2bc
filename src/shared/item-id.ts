// The id of an item a device adds: made from the adding account's id and the random id the device sent, by the
// page and by the server alike (ADR 019), so that what one account sends can only ever name its own items.

/**
 * A name-based UUID of version 8 (RFC 9562 §5.8, from SHA-256 as in its appendix B.2) for `sentId` sent by
 * `userId`. Never a version 4 or 7, so it cannot itself be sent as a device's id.
 */
export async function itemIdFor(userId: string, sentId: string): Promise<string> {
  const name = new TextEncoder().encode(`fridge-item\n${userId}\n${sentId.toLowerCase()}`);
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', name)).slice(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
