export * from './common';
export * from './health';
export * from './cv';
export * from './profile';
export * from './account';
export * from './countries';
export * from './public-profile';
export * from './oauth';
