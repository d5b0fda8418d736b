export * from './dates';
export * from './storage';
export * from './timings';
export * from './z-index';
