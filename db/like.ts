/** A user's text inside an SQL LIKE / ILIKE pattern: `%`, `_` and `\` match themselves (the one escaper). */
export const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);
