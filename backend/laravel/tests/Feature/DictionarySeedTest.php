<?php

namespace Tests\Feature;

use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

/**
 * The seeded dictionaries speak a parish or town council's world, as the mock's seed does
 * (mocks/db/seed/identity-dictionaries.ts): its positions, store categories that fit the agents in
 * them, and one spelling of each model's provider.
 */
class DictionarySeedTest extends TestCase
{
    use RefreshDatabase;

    protected $seed = true;

    protected function setUp(): void
    {
        parent::setUp();
        $this->actingAs(User::firstWhere('email', 'demo@example.com'));
    }

    public function test_positions_are_a_councils_own(): void
    {
        // The list is in name order (the contract's); the seed's order is the mock's.
        $this->assertEqualsCanonicalizing([
            'Clerk', 'Deputy Clerk', 'Responsible Financial Officer', 'Chair', 'Vice-Chair', 'Councillor',
            'Assistant Clerk', 'Project Officer',
        ], $this->getJson('/api/dictionaries/user-positions')->assertOk()->json('data.*.name'));
    }

    public function test_categories_are_the_mocks_and_each_store_agent_sits_in_one_that_fits_it(): void
    {
        $this->assertEqualsCanonicalizing([
            'governance-legal', 'finance', 'meetings-casework', 'communications', 'staff-hr',
            'residents-services', 'planning-environment', 'consultation-policy',
        ], $this->getJson('/api/dictionaries/categories')->assertOk()->json('data.*.slug'));

        $categories = collect($this->getJson('/api/dictionaries/categories')->json('data'))->pluck('slug', 'id');
        $agents = collect($this->getJson('/api/agents?per_page=50')->assertOk()->json('data'))
            ->mapWithKeys(fn (array $agent) => [$agent['name'] => $categories[$agent['category_id']] ?? null]);
        $this->assertSame('planning-environment', $agents['Planning Officer Assistant']);
        $this->assertSame('governance-legal', $agents['Contract Reviewer']);
        $this->assertSame('finance', $agents['Budget Analyst']);
    }

    public function test_each_provider_is_spelled_one_way(): void
    {
        $models = collect($this->getJson('/api/dictionaries/models')->assertOk()->json('data'));

        $this->assertSame(
            ['anthropic' => ['Anthropic'], 'meta' => ['Meta'], 'mistral' => ['Mistral AI'], 'openai' => ['OpenAI']],
            $models->groupBy('provider')->map(fn ($rows) => $rows->pluck('provider_name')->unique()->values()->all())
                ->sortKeys()->all(),
        );
        $this->assertContains('Claude Haiku', $models->pluck('name'));
    }
}
