// Runs in the browser before the app's own modules. Zod 4 compiles a fast object parser with
// `new Function` (and probes for eval when an object schema is built), which the pages'
// Content-Security-Policy forbids (no 'unsafe-eval'): jitless keeps every parse on the plain path,
// so no form's validation needs eval and no violation is reported. It must run before the first
// schema is built; `zod/v4/core` is the small module that owns the setting.
import { config } from 'zod/v4/core';

config({ jitless: true });
