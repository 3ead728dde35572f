/**
 * The front door's marks on a plain request (lib/http/public-gate.ts): it skips the proxy
 * (proxy.ts's matcher) and, with REWRITE_HEADER, is rewritten to that internal route
 * (next.config.ts). Only the front door sets them: it removes them from every request first.
 * Read by next.config.ts and proxy.ts, so plain constants without imports.
 */
export const PLAIN_HEADER = 'x-zhiyuan-plain';
export const REWRITE_HEADER = 'x-zhiyuan-rewrite';
