import { AUTH_VARIANTS } from './auth';
import { COUNCIL_VARIANTS } from './councils';
import { FOLDER_VARIANTS } from './folders';
import { REALTIME_VARIANTS } from './realtime';
import { THREAD_VARIANTS } from './threads';
import type { Variant } from './variant';

export const VARIANTS: Variant[] = [
  ...AUTH_VARIANTS,
  ...FOLDER_VARIANTS,
  ...THREAD_VARIANTS,
  ...REALTIME_VARIANTS,
  ...COUNCIL_VARIANTS,
];
