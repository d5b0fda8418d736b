import * as Dialog from '@radix-ui/react-dialog';
import { SHORTCUTS } from '../shortcuts';

export interface ShortcutsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The list of the chat's keyboard shortcuts (`?` outside a text field, or Ctrl+/). */
export function ShortcutsDialog({ open, onOpenChange }: ShortcutsDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog shortcuts-dialog" aria-describedby={undefined}>
          <Dialog.Title className="dialog-title">Keyboard shortcuts</Dialog.Title>
          <table className="shortcuts-table">
            <thead>
              <tr>
                <th scope="col">Action</th>
                <th scope="col">Keys</th>
              </tr>
            </thead>
            <tbody>
              {SHORTCUTS.map((shortcut) => (
                <tr key={shortcut.action}>
                  <th scope="row">{shortcut.action}</th>
                  <td>
                    {shortcut.keys.map((combo, i) => (
                      <span key={combo.join('+')}>
                        {i > 0 && <span className="muted"> or </span>}
                        {combo.map((key, j) => (
                          <span key={key}>
                            {j > 0 && '+'}
                            <kbd>{key}</kbd>
                          </span>
                        ))}
                      </span>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="dialog-actions">
            <Dialog.Close className="button">Close</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
