/** The pager's wording goes through the app's plural table (issue 38: "1 users", "1 purchases"). */
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from '@/features/council/console/ui/Pager';
import type { PaginationMeta } from '@/generated/model';

const meta = (total: number, perPage = 15): PaginationMeta =>
  ({
    current_page: 1,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
    from: total === 0 ? null : 1,
    to: Math.min(total, perPage),
    path: '/api/x',
    links: [],
  }) as PaginationMeta;

describe('Pager', () => {
  it('says "1 user" and "1 purchase", not "1 users"', () => {
    const { rerender, container } = render(<Pager meta={meta(1)} noun="user" onPage={vi.fn()} />);
    expect(container.textContent).toBe('1 user');
    rerender(<Pager meta={meta(1)} noun="purchase" onPage={vi.fn()} />);
    expect(container.textContent).toBe('1 purchase');
    rerender(<Pager meta={meta(0)} noun="order" onPage={vi.fn()} />);
    expect(container.textContent).toBe('0 orders');
  });

  it('words the total of a paged list the same way, and names its pages in the plural', () => {
    render(<Pager meta={meta(21)} noun="person" plural="people" onPage={vi.fn()} />);
    expect(screen.getByRole('navigation', { name: 'Pages of people' })).toHaveTextContent(
      'Page 1 of 2 · 1–15 of 21 people',
    );
  });
});
