export * from './common';
export * from './health';
