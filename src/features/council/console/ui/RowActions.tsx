import type { ReactNode } from 'react';
import { RowMenu } from '@/components/RowMenu';

export interface RowAction {
  /** The item's words in the menu ("Copy invitation link"). */
  label: string;
  onSelect: () => void;
  /** Removes or revokes something (shown in the danger colour, after a separator). */
  danger?: boolean;
  /** Starts loading what the action opens (a dialog's code) when the item is pointed at or focused. */
  warm?: () => void;
}

/**
 * A console row's actions. On a laptop they collapse into one "⋯" menu (Radix, loaded on first use),
 * so a table of many columns fits 1280 px without a button cut off at its edge; `primary` (the
 * one thing to do on the row, such as paying an order) stays a button beside it. On a phone, where
 * the table is a stack of cards with room for buttons, the buttons (`children`) show instead: the
 * style sheet shows one or the other (console-frame.css, console-phone.css).
 */
export function RowActions({
  label,
  primary,
  items,
  children,
}: {
  /** Names the menu: "Actions for Ava Jensen". */
  label: string;
  primary?: ReactNode;
  items: readonly RowAction[];
  /** The same actions as buttons, for a phone. */
  children: ReactNode;
}) {
  const plain = items.filter((item) => !item.danger);
  const danger = items.filter((item) => item.danger);
  return (
    <span className="row-actions">
      {primary}
      <span className="row-actions-buttons">{children}</span>
      {items.length > 0 ? (
        <span className="row-actions-menu">
          <RowMenu label={label} align="end">
            {(Menu) => (
              <>
                {plain.map((item) => (
                  <Menu.Item
                    key={item.label}
                    className="menu-item"
                    onSelect={item.onSelect}
                    onFocus={item.warm}
                    onPointerEnter={item.warm}
                  >
                    {item.label}
                  </Menu.Item>
                ))}
                {plain.length > 0 && danger.length > 0 ? (
                  <Menu.Separator className="menu-separator" />
                ) : null}
                {danger.map((item) => (
                  <Menu.Item
                    key={item.label}
                    className="menu-item menu-item-danger"
                    onSelect={item.onSelect}
                    onFocus={item.warm}
                    onPointerEnter={item.warm}
                  >
                    {item.label}
                  </Menu.Item>
                ))}
              </>
            )}
          </RowMenu>
        </span>
      ) : null}
    </span>
  );
}
