// The app's version as this worker knows it: a short hash of its precache list, so it changes exactly when
// a build (or the settings in index.html) changes what the app is made of.

export interface ManifestEntry {
  url: string;
  revision: string | null;
}

/** FNV-1a over the URLs and revisions: stable, cheap, and good enough to tell two builds apart. */
export function versionOf(entries: readonly (ManifestEntry | string)[]): string {
  let hash = 0x811c9dc5;
  for (const entry of entries) {
    const text = typeof entry === 'string' ? entry : `${entry.url} ${entry.revision ?? ''}`;
    for (let i = 0; i < text.length; i++) {
      hash ^= text.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
  }
  return hash.toString(16).padStart(8, '0');
}
