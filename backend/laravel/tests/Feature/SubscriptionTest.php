<?php

namespace Tests\Feature;

use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class SubscriptionTest extends TestCase
{
    use RefreshDatabase;

    protected $seed = true;

    public function test_the_plans_cheapest_first_with_the_current_councils_marked(): void
    {
        $response = $this->actingAs(User::firstWhere('email', 'member@example.com'))
            ->getJson('/api/subscriptions')
            ->assertOk()
            ->assertJsonCount(8, 'data')
            ->assertJsonPath('data.0.name', 'Starter')
            ->assertJsonPath('data.0.price', 2900);

        $prices = array_column($response->json('data'), 'price');
        $this->assertSame($prices, collect($prices)->sort()->values()->all());
        $current = collect($response->json('data'))->where('is_current', true);
        $this->assertSame([['team', 'month']], $current->map(fn ($plan) => [$plan['product'], $plan['interval']])->values()->all());
    }

    public function test_nothing_is_current_without_a_current_council(): void
    {
        $this->actingAs(User::firstWhere('email', 'nocouncil@example.com'))
            ->getJson('/api/subscriptions')
            ->assertOk()
            ->assertJsonMissing(['is_current' => true]);
    }
}
