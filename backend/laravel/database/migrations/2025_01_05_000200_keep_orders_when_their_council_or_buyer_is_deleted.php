<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/**
 * Orders are billing history: deleting a council or a buyer no longer deletes theirs, it is refused
 * while they have orders. Not `nullOnDelete`: an order without a council is the buyer's own purchase,
 * so a council's paid agent would pass to whoever bought it.
 */
return new class extends Migration
{
    public function up(): void
    {
        Schema::table('orders', function (Blueprint $table) {
            $table->dropForeign(['council_id']);
            $table->dropForeign(['user_id']);
            $table->foreign('council_id')->references('id')->on('councils')->restrictOnDelete();
            $table->foreign('user_id')->references('id')->on('users')->restrictOnDelete();
        });
    }

    public function down(): void
    {
        Schema::table('orders', function (Blueprint $table) {
            $table->dropForeign(['council_id']);
            $table->dropForeign(['user_id']);
            $table->foreign('council_id')->references('id')->on('councils')->cascadeOnDelete();
            $table->foreign('user_id')->references('id')->on('users')->cascadeOnDelete();
        });
    }
};
