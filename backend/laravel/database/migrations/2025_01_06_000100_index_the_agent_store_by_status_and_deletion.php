<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/**
 * The agent store counts and pages the published agents that are not deleted, newest first. Most agents
 * are published, so an index on the status alone is not worth reading and MariaDB scanned the whole
 * table for the count; with deleted_at beside the status the count is read from the index alone, and
 * the page in published_at order from the same index. It replaces the index on (status, published_at).
 */
return new class extends Migration
{
    public function up(): void
    {
        Schema::table('agents', function (Blueprint $table) {
            $table->index(['status', 'deleted_at', 'published_at']);
            $table->dropIndex(['status', 'published_at']);
        });
    }

    public function down(): void
    {
        Schema::table('agents', function (Blueprint $table) {
            $table->index(['status', 'published_at']);
            $table->dropIndex(['status', 'deleted_at', 'published_at']);
        });
    }
};
