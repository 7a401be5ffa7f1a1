import 'server-only';
export * from './catalog';
export * from './content';
export * from './accounts';
export * from './wallet';
export * from './games';
export * from './treasury';
export * from './gifts';
export * from './wagering';
