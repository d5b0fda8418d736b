export * from './dates';
export * from './timings';
export * from './z-index';
