import { Link } from 'react-router';
import type { Order } from '@/generated/model';
import { paths } from '@/lib/routes/paths';

/**
 * Where an order left unpaid is paid later: a council's under Orders (its administrators), one
 * bought for oneself under Settings › Purchases. One place, so the payment step and the pages
 * that show a waiting order say the same.
 */
export function payLaterPlace(order: Pick<Order, 'council_id'>): { to: string; label: string } {
  return order.council_id === null
    ? { to: paths.settings.href({ hash: 'purchases' }), label: 'Settings › Purchases' }
    : { to: paths.orders.href({ search: { payment: 'awaiting_payment' } }), label: 'Orders' };
}

/** "Nothing is charged until it is paid; pay it later from Orders", with the link. */
export function PayLaterNote({ order }: { order: Pick<Order, 'council_id' | 'number'> }) {
  const place = payLaterPlace(order);
  return (
    <>
      Nothing is charged until it is paid. Order #{order.number} keeps waiting: pay it here, or
      later from <Link to={place.to}>{place.label}</Link>.
    </>
  );
}
