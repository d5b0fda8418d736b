<?php

namespace Database\Seeders;

use App\Models\Subscription;
use Illuminate\Database\Seeder;

/** The plans, each sold monthly and yearly (a year costs ten months), as the mock's seed has them. */
class SubscriptionSeeder extends Seeder
{
    public function run(): void
    {
        $plans = [
            ['starter', 'Starter', 'For small councils getting started with AI agents.', 2900, 'month', 3,
                ['3 licences', 'Council file library']],
            ['team', 'Team', 'For councils with up to ten staff and councillors.', 9900, 'month', 10,
                ['10 licences', 'Council file library', 'SharePoint document libraries']],
            ['council', 'Council', 'For larger councils.', 199000, 'year', 25,
                ['25 licences', 'Council file library', 'SharePoint document libraries', 'Priority support']],
            ['enterprise', 'Enterprise', 'For district and county councils with many departments.', 499000, 'year', 60,
                ['60 licences', 'Council file library', 'SharePoint document libraries', 'Priority support', 'Dedicated onboarding']],
        ];
        foreach ($plans as [$product, $name, $description, $price, $interval, $seats, $features]) {
            $plan = compact('product', 'name', 'description', 'seats', 'features') + ['currency' => 'GBP'];
            Subscription::create([...$plan, 'price' => $price, 'interval' => $interval]);
            Subscription::create([
                ...$plan,
                'price' => $interval === 'month' ? $price * 10 : intdiv($price, 10),
                'interval' => $interval === 'month' ? 'year' : 'month',
            ]);
        }
    }
}
