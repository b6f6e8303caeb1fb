export * from './colors';
export * from './constants';
export * from './entry-order';
export * from './errors';
export * from './format';
export * from './validation';
export * from './rich-text';
export * from './schemas';
