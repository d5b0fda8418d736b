import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useUserProfile } from '@/lib/session/auth-context';
import { QueryState } from '@/components/QueryState';
import { DataTable } from '@/features/council/console/ui/DataTable';
import { Pager } from '@/features/council/console/ui/Pager';
import { PaymentDialog, preloadPaymentDialog } from '@/features/payments';
import type { Order } from '@/generated/model';
import { profileOrdersQuery } from './queries';
import { orderColumns } from './order-columns';
import { useNowOfFetch } from './use-now-of-fetch';
import { OrderDocumentDialog } from './OrderDocument';
import '@/features/council/console/ui/console.css';
import './orders.css';

/** The user's own purchases (agents bought for themselves): receipts, and paying one still waiting. */
export function ProfilePurchases() {
  const profile = useUserProfile();
  const [page, setPage] = useState(1);
  const [document, setDocument] = useState<Order | null>(null);
  const [paying, setPaying] = useState<Order | null>(null);
  const query = useQuery({
    ...profileOrdersQuery(page > 1 ? { page } : undefined),
    placeholderData: keepPreviousData,
  });
  const now = useNowOfFetch(query.dataUpdatedAt);
  const columns = useMemo(
    () =>
      orderColumns({
        now,
        withBuyer: false,
        pay: (order, label) => (
          <button
            type="button"
            className="button button-small"
            onMouseEnter={preloadPaymentDialog}
            onFocus={preloadPaymentDialog}
            onClick={() => setPaying(order)}
          >
            {label}
            <span className="sr-only"> for order #{order.number}</span>
          </button>
        ),
        onDocument: setDocument,
      }),
    [now],
  );
  return (
    <div className="purchases">
      <QueryState
        query={query}
        label="your purchases"
        isEmpty={(d) => d.data.length === 0}
        empty={
          <p>
            You have not bought an agent for yourself yet. Agents bought for a council are in its
            Orders.
          </p>
        }
      >
        {(data) => (
          <>
            <DataTable caption="Your purchases" columns={columns} data={data.data} />
            <Pager meta={data.meta} noun="purchase" onPage={setPage} />
          </>
        )}
      </QueryState>
      <OrderDocumentDialog
        order={document}
        billTo={profile ? `${profile.name} (${profile.email})` : ''}
        now={now}
        pay={(order, label) => (
          <button
            type="button"
            className="button"
            onClick={() => {
              setDocument(null);
              setPaying(order);
            }}
          >
            {label}
          </button>
        )}
        onClose={() => setDocument(null)}
      />
      {paying ? (
        <PaymentDialog
          order={paying}
          open
          onOpenChange={(open) => !open && setPaying(null)}
          method="card"
        />
      ) : null}
    </div>
  );
}
