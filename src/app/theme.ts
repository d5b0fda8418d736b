/** Moved to src/lib/ui/theme.ts so feature screens (Settings) can offer the theme too. */
export * from '@/lib/ui/theme';
