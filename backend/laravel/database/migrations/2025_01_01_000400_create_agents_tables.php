<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    public function up(): void
    {
        Schema::create('agents', function (Blueprint $table) {
            $table->id();
            $table->string('name');
            $table->string('slug')->unique();
            $table->text('description');
            $table->string('avatar_url')->nullable();
            $table->foreignId('category_id')->nullable()->constrained()->nullOnDelete();
            $table->string('pricing')->default('free');
            $table->unsignedInteger('price')->nullable();
            $table->string('currency', 3)->nullable();
            $table->json('price_terms')->nullable();
            $table->string('status')->default('published');
            $table->timestamps();
        });

        Schema::create('agent_user', function (Blueprint $table) {
            $table->id();
            $table->foreignId('agent_id')->constrained()->cascadeOnDelete();
            $table->foreignId('user_id')->constrained()->cascadeOnDelete();
            $table->string('source')->default('free');
            $table->timestamp('pinned_at')->nullable();
            $table->timestamps();
            $table->unique(['agent_id', 'user_id']);
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('agent_user');
        Schema::dropIfExists('agents');
    }
};
