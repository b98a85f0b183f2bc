// The settings of an S3-compatible service, read from STORAGE_URL (env.ts) without loading the client.

export interface S3Settings {
  /** The service's address, such as https://s3.eu-south-1.amazonaws.com or http://127.0.0.1:9000. */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  bucket: string;
}

/**
 * Reads `s3://KEY:SECRET@host[:port]/bucket[?region=…]` (HTTPS), or `s3+http://…` for a service reached
 * without TLS (on loopback or a private network). The key and secret are percent-encoded, as in any URL.
 */
export function s3SettingsFrom(url: string): S3Settings {
  const parsed = new URL(url);
  const bucket = decodeURIComponent(parsed.pathname.replace(/^\/+|\/+$/g, ''));
  if (!parsed.username || !parsed.password || !parsed.hostname || !bucket || bucket.includes('/')) {
    throw new Error('STORAGE_URL must be s3://KEY:SECRET@host[:port]/bucket');
  }
  const scheme = parsed.protocol === 's3+http:' ? 'http' : 'https';
  return {
    endpoint: `${scheme}://${parsed.host}`,
    region: parsed.searchParams.get('region') ?? 'us-east-1',
    accessKeyId: decodeURIComponent(parsed.username),
    secretAccessKey: decodeURIComponent(parsed.password),
    bucket,
  };
}
