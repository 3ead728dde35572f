/** The whole data model, split by domain. `import * as schema from '@/db/schema'`. */
export * from './enums';
export * from './users';
export * from './files';
export * from './catalogue';
export * from './applications';
export * from './content';
export * from './candidates';
export * from './jobs';
export * from './system';
