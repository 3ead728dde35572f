// Types of compile-hints.mjs (plain JavaScript: next.config.ts loads it before any TypeScript of ours runs).
export declare const COMPILE_HINT: string;
export declare function addCompileHints(distDir: string): string[];
