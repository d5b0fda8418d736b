import { defineConfig } from 'orval';

// Input is the bundle that `npm run generate` writes first (redocly bundle of openapi/), so
// orval never resolves the multi-file contract itself and the bundle is committed beside
// the code generated from it.
const input = { target: './src/generated/openapi.json' };

export default defineConfig({
  api: {
    input,
    output: {
      target: 'src/generated/api/index.ts',
      schemas: 'src/generated/model',
      client: 'react-query',
      httpClient: 'fetch',
      mode: 'tags-split',
      clean: true,
      override: {
        mutator: { path: './src/lib/http/client.ts', name: 'apiFetch' },
        // Hooks return the response body and throw ApiError on failure (the mutator's job),
        // rather than orval's default {data, status, headers} envelope.
        fetch: { includeHttpResponseReturnType: false },
        query: { version: 5, usePrefetch: true },
        operations: {
          getThread: {
            query: { useInfinite: true, useInfiniteQueryParam: 'cursor', useQuery: true },
          },
        },
      },
    },
  },
  zod: {
    input,
    output: {
      target: 'src/generated/zod/index.ts',
      client: 'zod',
      mode: 'tags-split',
      clean: true,
      schemas: { path: 'src/generated/zod/schemas', type: 'zod' },
    },
  },
});
