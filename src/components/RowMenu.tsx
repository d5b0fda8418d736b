import { LazyMenu, type LazyMenuProps } from '@/lib/ui/LazyMenu';
import { MoreIcon } from './icons';

/** The "⋯" actions menu of a sidebar row (agent, folder, thread): non-modal, keyboard looping. */
export function RowMenu({
  label,
  align = 'start',
  children,
}: {
  label: string;
  align?: 'start' | 'end';
  children: LazyMenuProps['children'];
}) {
  return (
    <LazyMenu
      modal={false}
      content={{ align, sideOffset: 4, loop: true }}
      trigger={
        <button type="button" className="icon-button row-menu" aria-label={label}>
          <MoreIcon />
        </button>
      }
    >
      {children}
    </LazyMenu>
  );
}
