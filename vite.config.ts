// Vite builds the single-page app (src/client) into dist/client; the Node server serves it.
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { injectPublicConfig, publicConfigFrom } from './src/server/public-config.ts';

const root = fileURLToPath(new URL('./src/client', import.meta.url));

/** In development the API server is not the one serving index.html, so inject the public settings here. */
function devPublicConfig(): Plugin {
  return {
    name: 'dev-public-config',
    apply: 'serve',
    transformIndexHtml: (html) => injectPublicConfig(html, publicConfigFrom(process.env)),
  };
}

export default defineConfig({
  root,
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  resolve: {
    alias: {
      '@/shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
      '@/client': root,
    },
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: `${root}/routes`,
      generatedRouteTree: `${root}/route-tree.gen.ts`,
    }),
    react(),
    tailwindcss(),
    devPublicConfig(),
  ],
  build: {
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: {
      '/api': `http://localhost:${process.env.API_PORT ?? 3001}`,
      '/storage': `http://localhost:${process.env.API_PORT ?? 3001}`,
      '/dev': `http://localhost:${process.env.API_PORT ?? 3001}`,
    },
  },
});
