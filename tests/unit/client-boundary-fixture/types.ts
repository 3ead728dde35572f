export * from './deep';
