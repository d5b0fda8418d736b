<?php

namespace App\Enums;

/** Where an order's money is. */
enum PaymentStatus: string
{
    case AwaitingPayment = 'awaiting_payment';
    case Invoiced = 'invoiced';
    case Paid = 'paid';
    case Failed = 'failed';
    case Refunded = 'refunded';
}
