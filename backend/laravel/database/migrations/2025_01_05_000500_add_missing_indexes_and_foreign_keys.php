<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/**
 * Indexes on the columns the app filters and joins on (a message's versions and replies, a user's
 * invitations by email, an item's orders), and the foreign keys two id columns lacked: a membership's
 * seat and a user's current council are emptied, not left dangling, when that row goes.
 */
return new class extends Migration
{
    public function up(): void
    {
        Schema::table('messages', function (Blueprint $table) {
            $table->index('parent_id');
            $table->index('original_id');
        });

        Schema::table('invitations', function (Blueprint $table) {
            $table->index('email');
        });

        Schema::table('orders', function (Blueprint $table) {
            $table->index(['type', 'item_id', 'status']);
        });

        Schema::table('council_user', function (Blueprint $table) {
            $table->foreign('licence_id')->references('id')->on('licences')->nullOnDelete();
        });

        Schema::table('users', function (Blueprint $table) {
            $table->foreign('current_council_id')->references('id')->on('councils')->nullOnDelete();
        });
    }

    public function down(): void
    {
        Schema::table('users', function (Blueprint $table) {
            $table->dropForeign(['current_council_id']);
        });
        Schema::table('council_user', function (Blueprint $table) {
            $table->dropForeign(['licence_id']);
        });
        Schema::table('orders', function (Blueprint $table) {
            $table->dropIndex(['type', 'item_id', 'status']);
        });
        Schema::table('invitations', function (Blueprint $table) {
            $table->dropIndex(['email']);
        });
        Schema::table('messages', function (Blueprint $table) {
            $table->dropIndex(['parent_id']);
            $table->dropIndex(['original_id']);
        });
    }
};
