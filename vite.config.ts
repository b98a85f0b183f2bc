// Vite builds the single-page app (src/client) into dist/client; the Node server serves it.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { injectPublicConfig, publicConfigFrom } from './src/server/public-config.ts';
import { SERVER_PATH_PREFIXES } from './src/shared/server-paths.ts';

const root = fileURLToPath(new URL('./src/client', import.meta.url));

/** V8's explicit compile hint: compile every function of the file as it is loaded. */
const COMPILE_ALL_HINT = '//# allFunctionsCalledOnLoad';
// Nothing before the other files: for an empty string the bundler still adds a line, for none it adds nothing
// (its type asks for a string).
const NO_BANNER = undefined as unknown as string;

/** The files the app's start runs, whatever the screen: the entry and the libraries' two files. */
function startsEveryScreen(chunk: { isEntry: boolean; name: string }): boolean {
  return chunk.isEntry || chunk.name === 'react' || chunk.name === 'framework';
}

/** The page's own scripts, written in public/ as plain JavaScript and served as they are. */
const PAGE_SCRIPTS = ['after-paint.js', 'zone-worker.js'];

/**
 * The build serves the page's own scripts without their comments and spaces (half of their size, on the
 * first visit of every screen drawn ahead of the app): written over their copies before the service worker's
 * list of files is made, so it keeps what is served.
 */
function minifiedPageScripts(): Plugin {
  return {
    name: 'minified-page-scripts',
    apply: 'build',
    async writeBundle({ dir }) {
      if (!dir) return;
      for (const name of PAGE_SCRIPTS) {
        const file = join(dir, name);
        const { code } = await transform(await readFile(file, 'utf8'), { loader: 'js', minify: true });
        await writeFile(file, code);
      }
    },
  };
}

/** In development the API server is not the one serving index.html, so inject the public settings here. */
function devPublicConfig(): Plugin {
  return {
    name: 'dev-public-config',
    apply: 'serve',
    transformIndexHtml: (html) => injectPublicConfig(html, publicConfigFrom(process.env)),
  };
}

export default defineConfig(({ isSsrBuild }) => ({
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
    !isSsrBuild && minifiedPageScripts(),
    tailwindcss(),
    devPublicConfig(),
    // Our own worker (src/client/sw/sw.ts) with the build's file list injected; registered by lib/service-worker.ts
    // at /sw.js, the address existing push subscriptions belong to.
    // The build for rendering pages outside the browser (src/client/render.tsx) makes no worker.
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        injectRegister: false,
        manifest: false,
        devOptions: { enabled: false },
        injectManifest: {
          // Every file of the app shell: chunks (locales included), styles, fonts, icons, pictures, slides.
          globPatterns: ['**/*.{js,css,html,svg,png,webp,jpg,woff2,webmanifest,json,txt}'],
          globIgnores: ['sw.js', '**/*.map'],
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
          rollupFormat: 'iife',
        },
      }),
  ],
  build: {
    outDir: fileURLToPath(new URL(isSsrBuild ? './dist/render' : './dist/client', import.meta.url)),
    emptyOutDir: true,
    sourcemap: !isSsrBuild,
    // The page names the files the entry starts with (after-paint.js asks for them); a screen or dialog loaded
    // later brings its own files by importing them, without the helper that would add a <link> to the page
    // for each of them first: on a slow phone those cost more main-thread time than the one extra round trip.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      output: {
        // The files every screen starts with ask V8 to compile all of their functions at once, as the file
        // arrives (off the main thread) instead of each function on the main thread when first called: on a
        // slow phone their start blocked it two fifths less (ADR 044).
        postBanner: (chunk) => (!isSsrBuild && startsEveryScreen(chunk) ? COMPILE_ALL_HINT : NO_BANNER),
        // The libraries every screen starts with make two files, React and the rest (the router, the query
        // cache, translations): compressed they are as small as in one and smaller than in the dozen pieces
        // the splitter cuts them into; each runs in a task of its own as the app starts (after-paint.js); and
        // they change less often than the app's own code, so a new version mostly keeps them cached.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 1 },
            {
              name: 'framework',
              test: /node_modules[\\/](@tanstack|use-sync-external-store)[\\/]/,
            },
            // Everything else the entry starts with stays in the entry rather than in small shared pieces.
            { name: 'start', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: Object.fromEntries(
      SERVER_PATH_PREFIXES.map((prefix) => [prefix, `http://localhost:${process.env.API_PORT ?? 3001}`]),
    ),
  },
}));
