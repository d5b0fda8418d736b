<?php

namespace App\Policies;

use App\Enums\CouncilRole;
use App\Models\Order;
use App\Models\User;

class OrderPolicy
{
    /** The order's user pays it, or for a council order an admin of that council. */
    public function pay(User $user, Order $order): bool
    {
        if ($order->user_id === $user->id) {
            return true;
        }

        return $order->council !== null && $user->roleIn($order->council) === CouncilRole::Admin;
    }
}
