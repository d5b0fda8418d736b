/**
 * A dropdown menu whose code (Radix DropdownMenu with floating-ui, about 30 KB gzip) loads the first
 * time any menu is wanted, not with the page: every screen shows menu triggers, few visits open one.
 *
 * Until the code is there the trigger is a plain button that behaves as Radix's does (opens on
 * pointer down, Enter, Space or ArrowDown, once the code has arrived); focusing it starts the
 * download, so a keyboard user's menu opens at once. Once loaded, every menu renders the real Radix
 * menu. (Not on hover: the trigger would be swapped under a pointer already on its way down.)
 */
import {
  cloneElement,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import type * as RadixMenu from '@radix-ui/react-dropdown-menu';
import { lazyModule } from './lazy-module';

export type MenuParts = typeof RadixMenu;

const radix = lazyModule(() => import('@radix-ui/react-dropdown-menu'));

/** Keys that open a menu from its trigger, as in Radix's DropdownMenu.Trigger. */
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

type TriggerProps = {
  onFocus?: () => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  onClick?: () => void;
  onBlur?: () => void;
  ref?: Ref<HTMLElement>;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
};

export interface LazyMenuProps {
  /** The button that opens the menu. */
  trigger: ReactElement<TriggerProps>;
  /** The menu's items, built from the loaded Radix parts (`Item`, `Sub`, `Separator`…). */
  children: (menu: MenuParts) => ReactNode;
  /** Props of `DropdownMenu.Content` (it always has the `menu` class). */
  content?: Omit<RadixMenu.DropdownMenuContentProps, 'children'>;
  /** As Radix's `modal`: false keeps the rest of the page interactive while the menu is open. */
  modal?: boolean;
}

export function LazyMenu({ trigger, children, content, modal }: LazyMenuProps) {
  const parts = radix.use(false);
  const [open, setOpen] = useState(false);
  // How the menu was asked for before its code arrived, and whether its trigger held focus then:
  // Radix only learns about keyboard use from later key presses, and the trigger is a new element.
  const openedByKeyboard = useRef(false);
  const triggerFocused = useRef(false);
  const triggerRef = useRef<HTMLElement>(null);

  useLayoutEffect(() => {
    if (!parts) return;
    // The trigger became a new element; keep focus on it unless the opening menu takes focus.
    if (triggerFocused.current && !open) triggerRef.current?.focus();
    triggerFocused.current = false;
  }, [parts, open]);

  if (!parts) {
    return (
      <PendingTrigger
        trigger={trigger}
        open={open}
        onFocusChange={(focused) => {
          triggerFocused.current = focused;
        }}
        onWant={(byKeyboard) => {
          openedByKeyboard.current = byKeyboard;
          setOpen(true);
          radix.loadNow().catch((error: unknown) => {
            openedByKeyboard.current = false;
            setOpen(false);
            console.error('The menu failed to load:', error);
          });
        }}
      />
    );
  }

  return (
    <parts.Root open={open} onOpenChange={setOpen} modal={modal}>
      <parts.Trigger asChild>{cloneElement(trigger, { ref: triggerRef })}</parts.Trigger>
      <parts.Portal>
        <parts.Content
          {...content}
          className={['menu', content?.className].filter(Boolean).join(' ')}
          onFocus={(event) => {
            content?.onFocus?.(event);
            // Opened by keyboard before the menu existed, so Radix focused the menu itself: start on
            // its first item, as Radix does for keyboard users.
            if (!openedByKeyboard.current || event.target !== event.currentTarget) return;
            openedByKeyboard.current = false;
            event.currentTarget
              .querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])')
              ?.focus({ preventScroll: true });
          }}
        >
          {children(parts)}
        </parts.Content>
      </parts.Portal>
    </parts.Root>
  );
}

/** The trigger before the menu's code is there: asks for the menu as Radix's trigger would open it. */
function PendingTrigger({
  trigger,
  open,
  onWant,
  onFocusChange,
}: {
  trigger: ReactElement<TriggerProps>;
  open: boolean;
  onWant: (byKeyboard: boolean) => void;
  onFocusChange: (focused: boolean) => void;
}) {
  const prefetch = () => void radix.load().catch(() => undefined);
  return cloneElement(trigger, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onFocus: () => {
      onFocusChange(true);
      prefetch();
    },
    onBlur: () => onFocusChange(false),
    onPointerDown: (event) => {
      if (event.button === 0 && !event.ctrlKey) onWant(false);
    },
    onKeyDown: (event) => {
      if (!OPEN_KEYS.has(event.key)) return;
      event.preventDefault();
      onWant(true);
    },
    // A click with no pointer down before it (assistive technology) still opens the menu.
    onClick: () => {
      if (!open) onWant(false);
    },
  });
}
