// Runs in the browser before the app's own modules. Zod 4 compiles a fast object parser with
// `new Function` (and probes for eval when an object schema is built), which the pages'
// Content-Security-Policy forbids (no 'unsafe-eval'): jitless keeps every parse on the plain path,
// so no form's validation needs eval and no violation is reported. It must run before the first
// schema is built. Zod keeps its settings on `globalThis.__zod_globalConfig` (the object
// `z.config()` changes; tests/unit/zod-jitless.test.ts checks that): setting it here, without
// importing zod, keeps zod out of every page's first load (light pages, issue 14).
const g = globalThis as { __zod_globalConfig?: Record<string, unknown> };
g.__zod_globalConfig = Object.assign(g.__zod_globalConfig ?? {}, { jitless: true });

export {};
