import { useListSubscriptions } from '@/generated/api/subscriptions/subscriptions';
import { formatMoney, PagePlaceholder, QueryState } from '@/features/common/PagePlaceholder';

/** Subscriptions (placeholder): the plans a council can subscribe to. */
export default function SubscriptionsPage() {
  const query = useListSubscriptions();
  return (
    <PagePlaceholder title="Subscriptions" description="Plans for your council, with their seats and features.">
      <QueryState query={query} empty="No plans are offered right now." isEmpty={(d) => d.data.length === 0}>
        {({ data }) => (
          <ul className="card-grid">
            {data.map((plan) => (
              <li key={plan.id} className={`card${plan.is_current ? ' card-current' : ''}`}>
                <strong>{plan.name}</strong>
                {plan.is_current ? <span className="badge">current</span> : null}
                <p className="muted">{plan.description}</p>
                <p>
                  {formatMoney(plan.price, plan.currency)} / {plan.interval} · {plan.seats} seats
                </p>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </PagePlaceholder>
  );
}
