<?php

namespace Database\Seeders;

use Illuminate\Database\Seeder;

class DatabaseSeeder extends Seeder
{
    public function run(): void
    {
        $this->call([
            DictionarySeeder::class,
            SubscriptionSeeder::class,
            AgentSeeder::class,
            AccountSeeder::class,
            BillingSeeder::class,
            SharePointSeeder::class,
            HelpPageSeeder::class,
        ]);
    }
}
