import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh LazyMenu module per test, so each starts with the menu code not loaded yet.
async function loadLazyMenu() {
  vi.resetModules();
  return (await import('@/lib/ui/LazyMenu')).LazyMenu;
}

async function renderMenu(onSelect = vi.fn()) {
  const LazyMenu = await loadLazyMenu();
  render(
    <>
      <button type="button">Before</button>
      <LazyMenu
        trigger={
          <button type="button" aria-label="Thread actions">
            ⋯
          </button>
        }
      >
        {(Menu) => (
          <>
            <Menu.Item className="menu-item" disabled>
              Archive
            </Menu.Item>
            <Menu.Item className="menu-item" onSelect={() => onSelect('rename')}>
              Rename
            </Menu.Item>
            <Menu.Item className="menu-item" onSelect={() => onSelect('delete')}>
              Delete
            </Menu.Item>
          </>
        )}
      </LazyMenu>
    </>,
  );
  return { onSelect, trigger: () => screen.getByRole('button', { name: 'Thread actions' }) };
}

/** Radix marks its trigger with data-state; the placeholder button has none. */
const isRadixTrigger = (element: HTMLElement) => element.hasAttribute('data-state');

beforeEach(() => {
  vi.doUnmock('@radix-ui/react-dropdown-menu');
});
afterEach(cleanup);

describe('LazyMenu', () => {
  it('renders a plain menu button until the menu is wanted', async () => {
    const { trigger } = await renderMenu();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(isRadixTrigger(trigger())).toBe(false);
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens on the first click once its code has loaded, runs the chosen item and gives focus back', async () => {
    const { onSelect, trigger } = await renderMenu();
    const user = userEvent.setup();
    await user.click(trigger());
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveClass('menu');
    // A modal menu hides the rest of the page from assistive technology while it is open.
    expect(screen.getByRole('button', { name: 'Thread actions', hidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(onSelect).toHaveBeenCalledWith('delete');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(trigger()).toHaveFocus();
  });

  it('opened by keyboard before its code arrived, it starts on the first enabled item', async () => {
    const { onSelect, trigger } = await renderMenu();
    const user = userEvent.setup();
    // Enter in the same task as the focus: the code is still loading.
    act(() => {
      trigger().focus();
      fireEvent.keyDown(trigger(), { key: 'Enter' });
    });
    await screen.findByRole('menu');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Rename' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('delete');
  });

  it('keeps keyboard focus on the trigger when focusing it loads the menu', async () => {
    const { trigger } = await renderMenu();
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    await waitFor(() => expect(isRadixTrigger(trigger())).toBe(true));
    expect(trigger()).toHaveFocus();
    expect(screen.queryByRole('menu')).toBeNull();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Rename' })).toHaveFocus());
  });

  it('stays closed and says so when its code fails to load, and loads it on the next try', async () => {
    vi.doMock('@radix-ui/react-dropdown-menu', () => {
      throw new Error('chunk unreachable');
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { trigger } = await renderMenu();
    const user = userEvent.setup();
    await user.click(trigger());
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('The menu failed to load:', expect.any(Error)),
    );
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');

    vi.doUnmock('@radix-ui/react-dropdown-menu');
    // Focus loads the code this time; the failed request must not pop the menu open now.
    act(() => trigger().blur());
    act(() => trigger().focus());
    await waitFor(() => expect(isRadixTrigger(trigger())).toBe(true));
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(trigger());
    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });
});
