export * from './build-update';
export * from './chunk-reload';
export * from './reload-guard';
