<?php

namespace App\Enums;

/** Whether an order took effect (Order::complete()). */
enum OrderStatus: string
{
    case Pending = 'pending';
    case Completed = 'completed';
    case Failed = 'failed';
    case Refunded = 'refunded';
}
