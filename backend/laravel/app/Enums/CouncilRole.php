<?php

namespace App\Enums;

/** A member's role in a council (the contract's `x-council-roles`); CouncilPolicy says what each may do. */
enum CouncilRole: string
{
    case Admin = 'admin';
    case Manager = 'manager';
    case Member = 'member';
}
