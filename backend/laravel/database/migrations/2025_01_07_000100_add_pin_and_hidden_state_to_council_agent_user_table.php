<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/**
 * An agent a council enables for a member is in the member's own list of agents: the member may pin it,
 * or remove it, which only hides it (the council still provides it, and adding it shows it again).
 */
return new class extends Migration
{
    public function up(): void
    {
        Schema::table('council_agent_user', function (Blueprint $table) {
            $table->timestamp('pinned_at')->nullable();
            $table->timestamp('hidden_at')->nullable();
        });
    }

    public function down(): void
    {
        Schema::table('council_agent_user', function (Blueprint $table) {
            $table->dropColumn(['pinned_at', 'hidden_at']);
        });
    }
};
