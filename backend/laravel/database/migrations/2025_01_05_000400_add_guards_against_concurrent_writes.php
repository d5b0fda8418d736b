<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/**
 * What the app promises "at most one" of, kept by the database, so two requests at once cannot both
 * pass a check made before the write: one pending join request per user and council, one order per
 * item and buyer waiting for payment, one seat per member and one member per seat.
 *
 * "One pending row" is a unique index over a generated column that is NULL unless the row is
 * pending (NULLs never collide), as SQLite and MariaDB/MySQL both allow; a partial index
 * (`WHERE status = 'pending'`) would be simpler but MariaDB and MySQL have none.
 */
return new class extends Migration
{
    public function up(): void
    {
        Schema::table('join_requests', function (Blueprint $table) {
            $table->unsignedTinyInteger('pending_flag')->nullable()->virtualAs("case when status = 'pending' then 1 end");
            $table->unique(['council_id', 'user_id', 'pending_flag'], 'join_requests_one_pending');
        });

        Schema::table('orders', function (Blueprint $table) {
            // The buyer a pending order waits for: its council, or for an order of one's own its user.
            $table->unsignedBigInteger('pending_council_id')->nullable()
                ->virtualAs("case when status = 'pending' then council_id end");
            $table->unsignedBigInteger('pending_user_id')->nullable()
                ->virtualAs("case when status = 'pending' and council_id is null then user_id end");
            $table->unique(['type', 'item_id', 'pending_council_id'], 'orders_one_pending_for_council');
            $table->unique(['type', 'item_id', 'pending_user_id'], 'orders_one_pending_for_user');
        });

        Schema::table('council_user', function (Blueprint $table) {
            $table->unique('licence_id');
        });

        Schema::table('licences', function (Blueprint $table) {
            $table->unique(['council_id', 'user_id']);
        });
    }

    public function down(): void
    {
        // MariaDB/MySQL let the unique index serve the council_id foreign key in place of its own: it comes back first.
        Schema::table('licences', function (Blueprint $table) {
            $table->index('council_id');
            $table->dropUnique(['council_id', 'user_id']);
        });
        Schema::table('council_user', function (Blueprint $table) {
            $table->dropUnique(['licence_id']);
        });
        Schema::table('orders', function (Blueprint $table) {
            $table->dropUnique('orders_one_pending_for_council');
            $table->dropUnique('orders_one_pending_for_user');
            $table->dropColumn(['pending_council_id', 'pending_user_id']);
        });
        Schema::table('join_requests', function (Blueprint $table) {
            $table->index('council_id');
            $table->dropUnique('join_requests_one_pending');
            $table->dropColumn('pending_flag');
        });
    }
};
