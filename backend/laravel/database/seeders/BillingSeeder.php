<?php

namespace Database\Seeders;

use App\Models\Council;
use App\Models\Subscription;
use App\Models\User;
use Illuminate\Database\Seeder;

/**
 * Northfield subscribes to the Team plan, bought and paid by demo@example.com: its ten licences,
 * the first one demo's, the rest free to assign (the licence page and the runner assign them).
 */
class BillingSeeder extends Seeder
{
    public function run(): void
    {
        $northfield = Council::where('slug', 'northfield')->firstOrFail();
        $demo = User::where('email', 'demo@example.com')->firstOrFail();
        $team = Subscription::where('product', 'team')->where('interval', 'month')->firstOrFail();

        $northfield->subscription()->associate($team)->save();
        foreach (range(1, $team->seats) as $seat) {
            $northfield->licences()->create([
                'subscription_id' => $team->id, 'name' => "Team seat {$seat}", 'expires_at' => now()->addYear(),
            ]);
        }
        $northfield->licences()->orderBy('id')->first()->assignTo($demo);

        $order = $northfield->orders()->make([
            'type' => 'subscription', 'item_id' => $team->id, 'item_name' => $team->name,
            'amount' => $team->price, 'currency' => $team->currency,
        ]);
        $order->user()->associate($demo);
        $order->forceFill([
            'status' => 'completed', 'payment_status' => 'paid', 'payment_method' => 'card',
            'paid_at' => now(), 'invoice_number' => 'INV-'.now()->year.'-000001',
        ])->save();
    }
}
