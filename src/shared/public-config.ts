// The shape of the settings the server hands to the browser.

export interface PublicConfig {
  social: { photo: string; shortVideo: string; video: string; website?: string };
  shopUrl?: string;
  /** OpenID providers that are configured; the login screen offers only these. */
  authProviders: ('google' | 'apple')[];
}
