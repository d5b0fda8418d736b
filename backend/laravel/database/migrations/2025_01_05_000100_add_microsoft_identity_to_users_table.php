<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/**
 * The Microsoft account a user signs in with, by the ids the identity platform gives it for good:
 * its tenant (`tid`) and its object id in that tenant (`oid`). An email can be changed by a tenant's
 * admins; these cannot, and one account links to one user.
 */
return new class extends Migration
{
    public function up(): void
    {
        Schema::table('users', function (Blueprint $table) {
            $table->uuid('microsoft_tenant_id')->nullable()->after('microsoft_email');
            $table->uuid('microsoft_object_id')->nullable()->after('microsoft_tenant_id');
            $table->unique(['microsoft_tenant_id', 'microsoft_object_id']);
        });
    }

    public function down(): void
    {
        Schema::table('users', function (Blueprint $table) {
            $table->dropUnique(['microsoft_tenant_id', 'microsoft_object_id']);
            $table->dropColumn(['microsoft_tenant_id', 'microsoft_object_id']);
        });
    }
};
