<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/** The payment prepared for an order at the provider: one per order, reused when it is set up again. */
return new class extends Migration
{
    public function up(): void
    {
        Schema::create('payments', function (Blueprint $table) {
            $table->id();
            $table->foreignId('order_id')->unique()->constrained()->cascadeOnDelete();
            $table->string('payment_method');
            // The provider's id of the card payment intent or the invoice.
            $table->string('provider_id')->nullable();
            $table->string('client_secret')->nullable();
            $table->string('redirect_url', 2048)->nullable();
            $table->string('status');
            $table->unsignedInteger('amount');
            $table->string('currency', 3);
            $table->timestamps();
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('payments');
    }
};
