import { describe, expect, it, vi } from 'vitest';
import {
  blockedLoads,
  failedResponses,
  isFailedResponseLine,
  networkErrors,
  quietHappyDomReports,
} from './happy-dom-reports';

describe('quiet happy-dom reports', () => {
  it('keeps the failed-response lines happy-dom logs, and prints everything else', () => {
    const print = vi.fn();
    const target = { error: print };
    quietHappyDomReports(target);
    failedResponses({ clear: true });
    target.error('POST http://localhost:3000/api/councils/create 422 (Unprocessable Entity)');
    target.error('GET http://localhost:3000/api/councils/4 403 (Forbidden)');
    target.error('Something broke', new Error('x'));
    target.error(
      new DOMException(
        'Failed to load script "https://evil.example/x.js". JavaScript file loading is disabled.',
        'NotSupportedError',
      ),
    );
    target.error(
      new DOMException('Failed to load script "https://evil.example/x.js".', 'NotSupportedError'),
    );
    target.error(
      'POST http://localhost:3000/api/councils/create 422 (Unprocessable Entity)',
      'and more',
    );
    expect(failedResponses({ clear: true })).toEqual([
      'POST http://localhost:3000/api/councils/create 422 (Unprocessable Entity)',
      'GET http://localhost:3000/api/councils/4 403 (Forbidden)',
    ]);
    expect(blockedLoads({ clear: true })).toEqual([
      'Failed to load script "https://evil.example/x.js". JavaScript file loading is disabled.',
    ]);
    expect(print).toHaveBeenCalledTimes(3);
    expect(print).toHaveBeenNthCalledWith(1, 'Something broke', expect.any(Error));
  });

  it('is what the test setup does with happy-dom’s own logging of a failed fetch', async () => {
    failedResponses({ clear: true });
    const { http, HttpResponse } = await import('msw');
    const { setupServer } = await import('msw/node');
    const server = setupServer(
      http.get('http://localhost:3000/nope', () => HttpResponse.json({}, { status: 404 })),
    );
    server.listen();
    try {
      const response = await fetch('http://localhost:3000/nope');
      expect(response.status).toBe(404);
    } finally {
      server.close();
    }
    expect(isFailedResponseLine([failedResponses()[0]])).toBe(true);
    expect(failedResponses()).toEqual(['GET http://localhost:3000/nope 404 (Not Found)']);
  });

  it('keeps the network error happy-dom logs for a fetch msw fails on purpose', async () => {
    networkErrors({ clear: true });
    const { http, HttpResponse } = await import('msw');
    const { setupServer } = await import('msw/node');
    const server = setupServer(http.get('http://localhost:3000/down', () => HttpResponse.error()));
    server.listen();
    try {
      await expect(fetch('http://localhost:3000/down')).rejects.toThrow();
    } finally {
      server.close();
    }
    expect(networkErrors()).toEqual(['Network error']);
  });
});
