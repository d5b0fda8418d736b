import { AUTH_VARIANTS } from './auth';
import { COUNCIL_VARIANTS } from './councils';
import { FOLDER_VARIANTS } from './folders';
import { REALTIME_VARIANTS } from './realtime';
import { SETUP_VARIANTS } from './setup';
import { THREAD_VARIANTS } from './threads';
import type { Variant } from './variant';

export const VARIANTS: Variant[] = [
  ...SETUP_VARIANTS,
  ...AUTH_VARIANTS,
  ...FOLDER_VARIANTS,
  ...THREAD_VARIANTS,
  ...REALTIME_VARIANTS,
  ...COUNCIL_VARIANTS,
];
