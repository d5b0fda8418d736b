export * from './auth-context';
export * from './auth-messages';
export * from './auth-paths';
export * from './auth-store';
export * from './verify-link';
export * from './visibility-refresh';
export * from './sharepoint';
