/** The query parameter carrying the paid order's id back from the provider's page. */
export const PAYMENT_RETURN_PARAM = 'payment_order';

/** This page, with the order to look at again when the provider sends the browser back. */
export function returnUrlFor(orderId: number): string {
  const url = new URL(window.location.href);
  url.searchParams.set(PAYMENT_RETURN_PARAM, String(orderId));
  return url.toString();
}
