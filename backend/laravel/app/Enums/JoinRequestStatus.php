<?php

namespace App\Enums;

/** A request to join a council: pending until an admin approves or rejects it. */
enum JoinRequestStatus: string
{
    case Pending = 'pending';
    case Approved = 'approved';
    case Rejected = 'rejected';
}
