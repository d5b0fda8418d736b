/**
 * Testing Library unmounts after each test only when vitest runs with globals; this suite does
 * not. The chat tests run against the whole mock backend, on machines that may be busy: async
 * queries wait up to 5 s instead of 1 s.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
