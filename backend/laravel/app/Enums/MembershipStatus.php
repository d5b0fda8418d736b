<?php

namespace App\Enums;

/** Where a council membership stands: invited (not yet accepted) or active. */
enum MembershipStatus: string
{
    case Active = 'active';
    case Invited = 'invited';
}
