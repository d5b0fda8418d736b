<?php

namespace Database\Seeders;

use App\Models\Council;
use App\Models\User;
use Illuminate\Database\Seeder;
use Illuminate\Support\Str;

/**
 * Northfield's SharePoint, connected by demo@example.com (its admin), as the mock's Northwind is:
 * SharePoint's fake shows it the fixture's libraries (the browse calls and agent links use them).
 * Riverside stays unconnected.
 */
class SharePointSeeder extends Seeder
{
    public function run(): void
    {
        $demo = User::where('email', 'demo@example.com')->firstOrFail();

        Council::where('slug', 'northfield')->firstOrFail()->sharepointConnection()->create([
            'account_name' => $demo->name,
            // The tenant's admin account that consented, as the mock seeds it.
            'account_email' => 'it@northwind.onmicrosoft.com',
            'access_token' => Str::random(40),
            'refresh_token' => Str::random(40),
            'expires_at' => now()->addHour(),
            'connected_at' => now(),
        ]);
    }
}
