<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/**
 * What registration (a partner's company), invitations (an invitee's account has no password until
 * it is completed) and joining with a council's code need.
 */
return new class extends Migration
{
    public function up(): void
    {
        Schema::table('users', function (Blueprint $table) {
            $table->string('company')->nullable();
            $table->string('password')->nullable()->change();
        });
        Schema::table('councils', function (Blueprint $table) {
            $table->string('join_code', 32)->nullable()->unique();
        });
        Schema::create('registration_requests', function (Blueprint $table) {
            $table->id();
            $table->string('name');
            $table->string('email');
            $table->string('company');
            $table->text('message')->nullable();
            $table->timestamps();
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('registration_requests');
        Schema::table('councils', function (Blueprint $table) {
            $table->dropUnique(['join_code']);
            $table->dropColumn('join_code');
        });
        Schema::table('users', function (Blueprint $table) {
            $table->dropColumn('company');
            $table->string('password')->nullable(false)->change();
        });
    }
};
