<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/** A council's SharePoint grant: the Microsoft account that consented and its tokens (encrypted by the model). */
return new class extends Migration
{
    public function up(): void
    {
        Schema::create('sharepoint_connections', function (Blueprint $table) {
            $table->id();
            $table->foreignId('council_id')->unique()->constrained()->cascadeOnDelete();
            $table->string('account_name');
            $table->string('account_email');
            $table->text('access_token');
            $table->text('refresh_token')->nullable();
            $table->timestamp('expires_at')->nullable();
            $table->timestamp('connected_at');
            $table->timestamps();
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('sharepoint_connections');
    }
};
