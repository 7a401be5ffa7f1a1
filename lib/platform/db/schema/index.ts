export * from './catalog';
export * from './content';
