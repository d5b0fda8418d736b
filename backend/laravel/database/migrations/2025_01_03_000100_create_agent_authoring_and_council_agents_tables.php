<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/**
 * Agent authoring (the author, model, instructions, tools, publishing and soft deletes, and the
 * author's knowledge files) and the agents a council has: its settings for each, the members
 * assigned to each, and the files the council attached to each.
 */
return new class extends Migration
{
    public function up(): void
    {
        Schema::table('agents', function (Blueprint $table) {
            $table->foreignId('user_id')->nullable()->constrained()->nullOnDelete();
            $table->foreignId('model_id')->nullable()->constrained('ai_models')->nullOnDelete();
            // No literal default on TEXT/JSON (MySQL 8 refuses one): null means none.
            $table->text('instructions')->nullable();
            $table->json('tools')->nullable();
            $table->timestamp('published_at')->nullable();
            $table->softDeletes();
            $table->index(['status', 'published_at']);
        });

        Schema::create('agent_files', function (Blueprint $table) {
            $table->id();
            $table->foreignId('agent_id')->constrained()->cascadeOnDelete();
            $table->string('name');
            $table->unsignedBigInteger('size');
            $table->string('mime_type');
            $table->string('path');
            $table->timestamps();
            $table->index(['agent_id', 'created_at']);
        });

        Schema::create('council_agents', function (Blueprint $table) {
            $table->id();
            $table->foreignId('council_id')->constrained()->cascadeOnDelete();
            $table->foreignId('agent_id')->constrained()->cascadeOnDelete();
            $table->boolean('is_enabled')->default(true);
            $table->text('instructions')->nullable();
            $table->string('sharepoint_drive')->nullable();
            $table->string('sharepoint_path', 1000)->nullable();
            $table->timestamps();
            $table->unique(['council_id', 'agent_id']);
        });

        Schema::create('council_agent_user', function (Blueprint $table) {
            $table->id();
            $table->foreignId('council_agent_id')->constrained()->cascadeOnDelete();
            $table->foreignId('user_id')->constrained()->cascadeOnDelete();
            $table->timestamps();
            $table->unique(['council_agent_id', 'user_id']);
        });

        Schema::create('council_agent_files', function (Blueprint $table) {
            $table->id();
            $table->foreignId('council_agent_id')->constrained()->cascadeOnDelete();
            $table->foreignId('uploaded_by')->constrained('users');
            $table->string('name');
            $table->unsignedBigInteger('size');
            $table->string('mime_type');
            $table->string('path');
            $table->timestamps();
            $table->index(['council_agent_id', 'created_at']);
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('council_agent_files');
        Schema::dropIfExists('council_agent_user');
        Schema::dropIfExists('council_agents');
        Schema::dropIfExists('agent_files');
        Schema::table('agents', function (Blueprint $table) {
            $table->dropIndex(['status', 'published_at']);
            $table->dropSoftDeletes();
            $table->dropColumn(['published_at', 'tools', 'instructions']);
            $table->dropConstrainedForeignId('model_id');
            $table->dropConstrainedForeignId('user_id');
        });
    }
};
