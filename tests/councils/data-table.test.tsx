/**
 * The console's table keeps each cell's component across a rebuild of its columns: the columns are
 * inline functions rebuilt whenever what they read changes (a dictionary arriving, a selection),
 * and a cell remounted on each rebuild lost what it held, such as a role choice not saved yet.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DataTable } from '@/features/council/console/ui/DataTable';
import { columnHelper } from '@/features/council/console/ui/table';

type Row = { id: number; name: string };

function Clicks({ name }: { name: string }) {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks(clicks + 1)}>
      {name}: {clicks}
    </button>
  );
}

/** New column definitions each call, as a page's memo makes when what they read changes. */
const columnsFor = (suffix: string) => {
  const helper = columnHelper<Row>();
  return helper.columns([
    helper.accessor('name', {
      header: () => <span>Name{suffix}</span>,
      cell: ({ row }) => <Clicks name={row.original.name} />,
    }),
  ]);
};

describe('DataTable', () => {
  it('keeps the state of a cell’s component when the columns are rebuilt', async () => {
    const user = userEvent.setup();
    const data = [{ id: 1, name: 'Mia' }];
    const { rerender } = render(
      <DataTable caption="People" columns={columnsFor('')} data={data} />,
    );
    await user.click(screen.getByRole('button', { name: 'Mia: 0' }));
    expect(screen.getByRole('button', { name: 'Mia: 1' })).toBeInTheDocument();
    rerender(<DataTable caption="People" columns={columnsFor(' (rebuilt)')} data={data} />);
    expect(screen.getByText('Name (rebuilt)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mia: 1' })).toBeInTheDocument();
  });
});
