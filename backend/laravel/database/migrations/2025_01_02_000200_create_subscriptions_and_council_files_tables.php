<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/** Subscription plans a council buys, agents a council owns, and the council's shared file library. */
return new class extends Migration
{
    public function up(): void
    {
        Schema::create('subscriptions', function (Blueprint $table) {
            $table->id();
            // The monthly and the yearly price of one plan are two rows with the same product.
            $table->string('product');
            $table->string('name');
            $table->text('description');
            $table->unsignedInteger('price');
            $table->string('currency', 3);
            $table->string('interval');
            $table->unsignedInteger('seats');
            $table->json('features');
            $table->timestamps();
        });
        Schema::table('councils', function (Blueprint $table) {
            $table->foreignId('subscription_id')->nullable()->constrained()->nullOnDelete();
        });
        Schema::table('agents', function (Blueprint $table) {
            $table->foreignId('council_id')->nullable()->constrained()->nullOnDelete();
        });
        Schema::create('council_files', function (Blueprint $table) {
            $table->id();
            $table->foreignId('council_id')->constrained()->cascadeOnDelete();
            $table->foreignId('uploaded_by')->constrained('users');
            $table->string('name');
            $table->unsignedBigInteger('size');
            $table->string('mime_type');
            $table->string('path');
            $table->timestamps();
            $table->index(['council_id', 'created_at']);
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('council_files');
        Schema::table('agents', function (Blueprint $table) {
            $table->dropConstrainedForeignId('council_id');
        });
        Schema::table('councils', function (Blueprint $table) {
            $table->dropConstrainedForeignId('subscription_id');
        });
        Schema::dropIfExists('subscriptions');
    }
};
