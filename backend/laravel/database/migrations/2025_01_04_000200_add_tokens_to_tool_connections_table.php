<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/** A user's grant at a tool's provider, stored encrypted (the model's `encrypted` casts). */
return new class extends Migration
{
    public function up(): void
    {
        Schema::table('tool_connections', function (Blueprint $table) {
            $table->text('access_token')->nullable();
            $table->text('refresh_token')->nullable();
            $table->timestamp('expires_at')->nullable();
        });
    }

    public function down(): void
    {
        Schema::table('tool_connections', function (Blueprint $table) {
            $table->dropColumn(['access_token', 'refresh_token', 'expires_at']);
        });
    }
};
