import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryState, type QueryLike } from '@/components/QueryState';

const query = (patch: Partial<QueryLike<string[]>>): QueryLike<string[]> => ({
  isPending: false,
  isError: false,
  error: null,
  data: ['a'],
  refetch: () => undefined,
  ...patch,
});

function Screen({ q }: { q: QueryLike<string[]> }) {
  return <QueryState query={q}>{() => <input aria-label="Note" />}</QueryState>;
}

describe('QueryState keeps its content when a refetch fails over data', () => {
  afterEach(cleanup);

  it('shows the failure above the content, and the text typed in it stays in the same box', async () => {
    const view = render(<Screen q={query({})} />);
    const box = screen.getByRole('textbox', { name: 'Note' });
    await userEvent.type(box, 'typed before the refetch failed');
    view.rerender(<Screen q={query({ isError: true, error: new Error('Server Error') })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Try again');
    expect(screen.getByRole('textbox', { name: 'Note' })).toBe(box);
    expect(box).toHaveValue('typed before the refetch failed');
  });

  it('shows only the failure when there is no data', () => {
    render(
      <Screen q={query({ isError: true, error: new Error('Server Error'), data: undefined })} />,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
