// The shape of the settings the server hands to the browser.

export interface PublicConfig {
  social: { photo: string; shortVideo: string; video: string; website?: string };
  shopUrl?: string;
}
