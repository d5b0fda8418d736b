<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    public function up(): void
    {
        Schema::create('user_positions', function (Blueprint $table) {
            $table->id();
            $table->string('name');
        });

        Schema::table('users', function (Blueprint $table) {
            $table->string('avatar_url')->nullable();
            $table->foreignId('position_id')->nullable()->constrained('user_positions')->nullOnDelete();
            $table->string('locale', 5)->default('en');
            $table->string('microsoft_email')->nullable();
            $table->boolean('is_partner')->default(false);
            $table->boolean('onboarding_completed')->default(false);
            $table->unsignedBigInteger('current_council_id')->nullable();
        });
    }

    public function down(): void
    {
        Schema::table('users', function (Blueprint $table) {
            $table->dropConstrainedForeignId('position_id');
            $table->dropColumn(['avatar_url', 'locale', 'microsoft_email', 'is_partner', 'onboarding_completed', 'current_council_id']);
        });
        Schema::dropIfExists('user_positions');
    }
};
