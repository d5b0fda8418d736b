/** report.har: every exchange of the run, for a browser's network panel or any HAR viewer. */
import type { Run } from '../engine/run-state';

export function harLog(run: Run): unknown {
  return {
    log: {
      version: '1.2',
      creator: { name: 'council-chat conformance', version: '1' },
      entries: run.exchanges.map((exchange) => {
        const url = new URL(exchange.request.url);
        const responseHeaders = Object.entries(exchange.response?.headers ?? {}).flatMap(
          ([name, value]) => [value].flat().map((v) => ({ name, value: String(v) })),
        );
        return {
          startedDateTime: exchange.startedAt.toISOString(),
          time: exchange.ms,
          comment: `${exchange.operationId ?? '(setup)'} · ${exchange.check} · ${exchange.actor}`,
          request: {
            method: exchange.request.method,
            url: exchange.request.url,
            httpVersion: 'HTTP/1.1',
            headers: Object.entries(exchange.request.headers).map(([name, value]) => ({
              name,
              value,
            })),
            queryString: [...url.searchParams].map(([name, value]) => ({ name, value })),
            cookies: [],
            headersSize: -1,
            bodySize: exchange.request.bodyText?.length ?? 0,
            ...(exchange.request.bodyText !== undefined
              ? {
                  postData: {
                    mimeType: exchange.request.headers['Content-Type'] ?? '',
                    text: exchange.request.bodyText,
                  },
                }
              : {}),
          },
          response: {
            status: exchange.response?.status ?? 0,
            statusText: exchange.error ?? '',
            httpVersion: 'HTTP/1.1',
            headers: responseHeaders,
            cookies: [],
            content: {
              size: exchange.response?.bodyText.length ?? 0,
              mimeType: String(exchange.response?.headers['content-type'] ?? ''),
              text: exchange.response?.bodyText ?? '',
            },
            redirectURL: '',
            headersSize: -1,
            bodySize: exchange.response?.bodyText.length ?? -1,
          },
          cache: {},
          timings: { send: 0, wait: exchange.ms, receive: 0 },
        };
      }),
    },
  };
}
