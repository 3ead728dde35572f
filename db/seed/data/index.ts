/** Deterministic demo content: plain data, no database access. db/seed.ts writes it. */
export * from './types';
export * from './reference';
export * from './provinces';
export * from './cities';
export * from './universities';
export * from './courses';
export * from './scholarships';
export * from './jobs';
export * from './accounts';
export * from './messages';
