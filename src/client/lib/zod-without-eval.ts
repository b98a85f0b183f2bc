// Zod checks whether it may compile its object parsers with `new Function` the first time it builds one,
// which the page's Content-Security-Policy (no 'unsafe-eval') refuses and the browser reports as a
// violation. In the browser the schemas parse forms, where the compiled parsers gain nothing: Zod is told
// before any schema is built (this module is the entry's first import) to build none. The server keeps them.
// Zod reads its settings from this global when it loads (zod/v4/core/core.js), so no Zod code is needed here;
// the browser tests report any violation of the policy.
const zodSettings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodSettings.__zod_globalConfig = { ...zodSettings.__zod_globalConfig, jitless: true };
