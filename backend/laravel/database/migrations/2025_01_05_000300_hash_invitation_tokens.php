<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Support\Facades\DB;

/**
 * Invitation tokens are stored as their SHA-256 hash (Invitation::token()): the links already mailed
 * keep working, since each stored token becomes the hash of itself.
 */
return new class extends Migration
{
    public function up(): void
    {
        DB::table('invitations')->lazyById()->each(function (object $invitation) {
            DB::table('invitations')->where('id', $invitation->id)->update(['token' => hash('sha256', $invitation->token)]);
        });
    }

    /** A hash cannot be turned back into its token: the links mailed since stay as they are. */
    public function down(): void {}
};
