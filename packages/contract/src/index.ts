export * from './errors';
export * from './languages';
export * from './limits';
export * from './site';
export * from './messages';
export * from './web-context';
export * from './accounts';
export * from './newsletter';
