import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isReloadPending, resetReloadPending, CHUNK_RELOAD_MARKER } from '@/lib/build/reload-guard';
import { lazyDialog } from '@/lib/ui/lazy-dialog';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function RealDialog({ onOpenChange }: Props) {
  return (
    <div role="dialog" aria-label="New folder">
      <button type="button" onClick={() => onOpenChange(false)}>
        Cancel
      </button>
    </div>
  );
}

/** A loader that fails as told, then succeeds. */
function scriptedLoader(...failures: Error[]) {
  const loader = vi.fn(() => {
    const failure = failures.shift();
    return failure ? Promise.reject(failure) : Promise.resolve(RealDialog);
  });
  return loader;
}

function Opener({ Dialog }: { Dialog: ComponentType<Props> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        New folder
      </button>
      <Dialog open={open} onOpenChange={setOpen} />
    </>
  );
}

const reload = vi.fn();

beforeEach(() => {
  sessionStorage.clear();
  resetReloadPending();
  reload.mockReset();
  // jsdom cannot navigate; the guard's default reload calls this.
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  resetReloadPending();
});

describe('lazyDialog when its code does not arrive', () => {
  it('says so instead of staying silent, and "Try again" loads it', async () => {
    const loader = scriptedLoader(new TypeError('NetworkError when attempting to fetch resource.'));
    const { Dialog } = lazyDialog(loader);
    const user = userEvent.setup();
    render(<Opener Dialog={Dialog} />);

    await user.click(screen.getByRole('button', { name: 'New folder' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This dialog could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    expect(reload).not.toHaveBeenCalled(); // not a chunk of a replaced deployment

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'New folder' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('closes with Close or Escape, and opening it again retries', async () => {
    const loader = scriptedLoader(new Error('offline'), new Error('offline'));
    const { Dialog } = lazyDialog(loader);
    const user = userEvent.setup();
    render(<Opener Dialog={Dialog} />);

    await user.click(screen.getByRole('button', { name: 'New folder' }));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'New folder' }));
    await screen.findByRole('alert');
    expect(loader).toHaveBeenCalledTimes(2);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'New folder' }));
    expect(await screen.findByRole('dialog', { name: 'New folder' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(3);
  });

  it('reloads the page once when the chunk is gone (a replaced deployment)', async () => {
    const chunkGone = new TypeError(
      'Failed to fetch dynamically imported module: http://localhost/assets/NameDialog-abc.js',
    );
    const { Dialog } = lazyDialog(scriptedLoader(chunkGone));
    const user = userEvent.setup();
    render(<Opener Dialog={Dialog} />);

    await user.click(screen.getByRole('button', { name: 'New folder' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Loading the latest version of the app…',
    );
    expect(reload).toHaveBeenCalledTimes(1);
    expect(isReloadPending()).toBe(true);
    expect(sessionStorage.getItem(CHUNK_RELOAD_MARKER)).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers a retry when a reload for a gone chunk was made moments ago (no reload loop)', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_MARKER, String(Date.now()));
    const chunkGone = new TypeError(
      'Failed to fetch dynamically imported module: http://localhost/assets/NameDialog-abc.js',
    );
    const { Dialog } = lazyDialog(scriptedLoader(chunkGone));
    const user = userEvent.setup();
    render(<Opener Dialog={Dialog} />);

    await user.click(screen.getByRole('button', { name: 'New folder' }));
    await screen.findByRole('alert');
    expect(reload).not.toHaveBeenCalled();
    await act(async () => {
      await user.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(await screen.findByRole('dialog', { name: 'New folder' })).toBeInTheDocument();
  });
});

describe('lazyDialog preloaded on hover', () => {
  it('does not reload the page when the preload finds the chunk gone; opening it then does', async () => {
    const chunkGone = () =>
      new TypeError(
        'Failed to fetch dynamically imported module: http://localhost/assets/NameDialog-abc.js',
      );
    const { Dialog, preload } = lazyDialog(scriptedLoader(chunkGone(), chunkGone()));
    const user = userEvent.setup();
    render(<Opener Dialog={Dialog} />);

    preload();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(CHUNK_RELOAD_MARKER)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'New folder' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Loading the latest version of the app…',
    );
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
