<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/** Feedback the users send, and the help centre's pages (a tree by parent_id and position). */
return new class extends Migration
{
    public function up(): void
    {
        Schema::create('feedback', function (Blueprint $table) {
            $table->id();
            $table->foreignId('user_id')->constrained()->cascadeOnDelete();
            $table->string('subject')->nullable();
            $table->text('message');
            $table->unsignedTinyInteger('rating')->nullable();
            $table->string('page_url', 2048)->nullable();
            $table->timestamps();
        });
        Schema::create('help_pages', function (Blueprint $table) {
            $table->id();
            $table->foreignId('parent_id')->nullable()->constrained('help_pages')->cascadeOnDelete();
            $table->string('slug');
            $table->string('path')->unique();
            $table->string('title');
            $table->text('body');
            $table->unsignedInteger('position')->default(0);
            $table->boolean('is_published')->default(true);
            $table->timestamps();
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('help_pages');
        Schema::dropIfExists('feedback');
    }
};
