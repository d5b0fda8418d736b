import type { HelpPageSeed } from './types';

export const BILLING: HelpPageSeed = {
  slug: 'billing',
  title: 'Billing and orders',
  updatedDaysAgo: 11,
  body: `# Billing and orders

Two things cost money in Council Chat: **paid agents** from the app store, and **subscriptions**,
the plans that give a council its licences. Each purchase creates an **order**, which stays
*pending* until it is paid.

## Subscriptions

Open **Subscriptions** to see the plans, monthly or yearly, with what each includes and its price.
Choose **Buy** and pay by card, or, for a council, by invoice. The council's licences follow the
plan; see [Licences](/help/councils/licences).

## Who can buy

- Anyone can buy a paid agent **for themselves**, by card.
- Only a council's **administrators** buy for the council, and only they see its orders and
  invoices.

## Order statuses

| Status | Means |
|---|---|
| Pending | created, waiting for the payment (an invoice not yet paid, a card not yet confirmed) |
| Completed | paid; what you bought is available |
| Failed | the payment did not go through; nothing was charged |
| Refunded | paid, then refunded |`,
  children: [
    {
      slug: 'payment-methods',
      title: 'Payment methods',
      updatedDaysAgo: 11,
      body: `# Payment methods

- **Card**: pay at once; your bank may ask you to confirm.
- **Invoice**: for council orders only. The invoice goes to the council's billing contact and is
  due in **30 days**; the order stays *pending* until it is paid.

## Card payments

Enter the card in the payment window. If your bank asks for confirmation (a code by text message,
a prompt in its app), complete it there and come back: the order updates by itself. A declined
card leaves nothing charged; try again or use another card.

## Invoices

Each invoice names the order and the amount due. Pay it by bank transfer with the reference it
gives, so the payment is matched to the order.`,
    },
    {
      slug: 'orders',
      title: 'Your orders',
      updatedDaysAgo: 11,
      body: `# Your orders

Administrators see the council's orders under **Orders**: what was bought, by whom, the amount and
its status (*pending*, *completed*, *failed* or *refunded*).

## Reading the list

Open an order for its details: what was bought, the payment method, and for an invoice its due
date. The newest orders come first; long histories are split into pages.

## Something looks wrong

A payment taken twice, an order stuck as *pending* after you paid, a refund you expected: send us
the order number through **Help › Send feedback**, and say what you expected to see.`,
    },
  ],
};
