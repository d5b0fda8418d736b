export * from '@/lib/session/auth-context';
export * from '@/lib/session/auth-messages';
export * from '@/lib/session/auth-paths';
export * from '@/lib/session/auth-store';
export * from '@/lib/session/verify-link';
export * from './visibility-refresh';
export * from '@/lib/sharepoint';
