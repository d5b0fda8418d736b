import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

/** A dialog holding a form or a panel (invite, agent settings, folder picker). */
export function PanelDialog({
  open,
  onOpenChange,
  title,
  description,
  wide,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="console-overlay" />
        <Dialog.Content className={`console-dialog${wide ? ' console-dialog-wide' : ''}`}>
          <Dialog.Title className="console-dialog-title">{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className="muted">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          {open ? children : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
