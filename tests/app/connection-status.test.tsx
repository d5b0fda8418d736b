import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  API_RETRY_DELAYS_MS,
  ConnectionStatusBanner,
  LIVE_UNAVAILABLE_TEXT,
  OFFLINE_TEXT,
  RECONNECTING_TEXT,
} from '@/app/components/ConnectionStatus';
import { apiReachability } from '@/lib/http/reachability';
import { realtimeStatus } from '@/lib/realtime/connection-status';

function renderBanner(queryClient = new QueryClient()) {
  render(
    <QueryClientProvider client={queryClient}>
      <ConnectionStatusBanner />
    </QueryClientProvider>,
  );
  return screen.getByTestId('connection-status');
}

afterEach(() => {
  cleanup();
  act(() => {
    apiReachability.markReachable();
    realtimeStatus.set('disconnected');
  });
  vi.useRealTimers();
});

describe('the connection banner', () => {
  it('says live updates are unavailable, calmly, when only Reverb is down — never "offline"', () => {
    const banner = renderBanner();
    act(() => realtimeStatus.set('unavailable'));
    expect(banner).toHaveTextContent(LIVE_UNAVAILABLE_TEXT);
    expect(banner).not.toHaveTextContent(/offline/i);
    expect(banner.querySelector('.connection-notice')).not.toBeNull();
  });

  it('says "offline" when the API itself cannot be reached, whatever the live connection does', () => {
    const banner = renderBanner();
    act(() => {
      realtimeStatus.set('connected');
      apiReachability.markUnreachable();
    });
    expect(banner).toHaveTextContent(OFFLINE_TEXT);
    act(() => apiReachability.markReachable());
    expect(banner).toHaveTextContent('');
  });

  it('announces a reconnect only after the live connection had been up', () => {
    const banner = renderBanner();
    act(() => realtimeStatus.set('connecting'));
    expect(banner).toHaveTextContent('');
    act(() => realtimeStatus.set('connected'));
    act(() => realtimeStatus.set('connecting'));
    expect(banner).toHaveTextContent(RECONNECTING_TEXT);
  });

  it('tries the queries on screen again with back-off while the API does not answer', async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    const refetch = vi.spyOn(queryClient, 'refetchQueries').mockResolvedValue(undefined);
    renderBanner(queryClient);
    act(() => apiReachability.markUnreachable());
    await act(() => vi.advanceTimersByTimeAsync(API_RETRY_DELAYS_MS[0]! - 1));
    expect(refetch).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(refetch).toHaveBeenCalledWith({ type: 'active' });
    await act(() => vi.advanceTimersByTimeAsync(API_RETRY_DELAYS_MS[1]!));
    expect(refetch).toHaveBeenCalledTimes(2);
    // An answer ends the retries.
    act(() => apiReachability.markReachable());
    await act(() => vi.advanceTimersByTimeAsync(API_RETRY_DELAYS_MS.at(-1)! * 2));
    expect(refetch).toHaveBeenCalledTimes(2);
  });
});
