// Set-up of every component test file: the mock API listening, the page's injected settings, and a clean
// DOM, cache and language after each test.
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { PublicConfig } from '@/shared/public-config';
import { server } from './server';

const config: PublicConfig = {
  social: {
    photo: 'https://example.com/photo',
    shortVideo: 'https://example.com/short',
    video: 'https://example.com/video',
  },
  authProviders: [],
};

// A find waits for what the screen shows, however long a busy machine takes to get there: the screen's code,
// a dialog's, are loaded (and, here, compiled) when first drawn, seconds under load. What is checked is what
// appears; how fast is a benchmark's matter.
configure({ asyncUtilTimeout: 20_000 });

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // As the server injects it into every page (lib/config.ts reads it).
  const element = document.createElement('script');
  element.id = 'app-config';
  element.type = 'application/json';
  element.textContent = JSON.stringify(config);
  document.head.append(element);
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
});

afterAll(() => server.close());
