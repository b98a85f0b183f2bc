// Writes the home page prerendered in each language (src/client/render.tsx, built by `vite build --ssr` into
// dist/render) into dist/client/prerendered/home.<language>.html, for the server to send to / in the
// visitor's language, and the page the server renders the fridge into (page.html). Each is the built
// index.html with:
// - the page inside #root (the browser takes it over, hydrating it, once its code and texts are there);
// - the styles inlined, so that nothing holds the first paint back;
// - src/client/early-input.ts inlined in its head, before anything is on screen: it notes what is tapped and
//   typed before the app has taken the page over (the server allows it by its hash);
// - public/after-paint.js instead of the app's entry: the app's scripts are asked for only once the page
//   has been painted, so that on a slow connection they do not compete with it.
// Every other route gets the empty index.html.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { EMPTY_ROOT, pageWith, type Drawn } from '../src/server/web/server-render';
import { LANGUAGES } from '../src/shared/constants';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));

function found(match: RegExpExecArray | null, what: string): RegExpExecArray {
  if (!match) throw new Error(`dist/client/index.html has no ${what}`);
  return match;
}

const { renderPage } = (await import(`${dist}render/render.js`)) as {
  renderPage(path: string, language: string): Promise<Drawn | null>;
};
let index = await readFile(`${dist}client/index.html`, 'utf8');
found(new RegExp(EMPTY_ROOT).exec(index), EMPTY_ROOT);

const stylesheet = found(
  /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/.exec(index),
  'stylesheet',
);
const css = await readFile(`${dist}client/${stylesheet[1]}`, 'utf8');
index = index.replace(stylesheet[0], () => `<style>${css}</style>`);

// The app's entry and what it preloads give way to public/after-paint.js, which asks for them later.
const entry = found(/<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/.exec(index), 'entry script');
const preloads = [...index.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>\s*/g)];
const app = JSON.stringify({ entry: entry[1], preloads: preloads.map((p) => p[1]) });
for (const preload of preloads) index = index.replace(preload[0], '');
const earlyInput = await build({
  entryPoints: [fileURLToPath(new URL('../src/client/early-input.ts', import.meta.url))],
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2020',
  write: false,
});
const earlyInputScript = earlyInput.outputFiles[0]!.text.trim();
if (earlyInputScript.includes('</script')) throw new Error('early-input.ts cannot be inlined as it is');
index = index.replace(
  entry[0],
  () =>
    `<script>${earlyInputScript}</script>` +
    `<script id="app-entry" type="application/json">${app}</script>` +
    '<script type="module" src="/after-paint.js"></script>',
);

await mkdir(`${dist}client/prerendered`, { recursive: true });
for (const language of LANGUAGES) {
  // The same for everybody: no data of anyone's goes with it.
  const drawn = await renderPage('/', language);
  if (!drawn) throw new Error(`/ could not be prerendered in ${language}`);
  const html = pageWith(index, { ...drawn, data: undefined }, '/');
  await writeFile(`${dist}client/prerendered/home.${language}.html`, html);
}
// The server renders into this one (src/server/web/server-render.ts), and keeps dist/render to do so.
await writeFile(`${dist}client/prerendered/page.html`, index);
console.log(`prerendered / in ${LANGUAGES.join(', ')}`);
