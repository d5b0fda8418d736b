/** The Laravel test bed: what other test code imports. */
export { startLaravel, LaravelUnavailable, type LaravelApp, type LaravelOptions } from './serve';
export { checkPrerequisites, type PackageSource, type Prerequisites } from './prerequisites';
export { buildApp } from './build';
export type { Edit } from './instance';
