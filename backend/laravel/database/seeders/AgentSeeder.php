<?php

namespace Database\Seeders;

use App\Models\Agent;
use App\Models\Category;
use App\Models\User;
use Illuminate\Database\Seeder;
use Illuminate\Support\Str;

/** The app store's agents, published by the platform's own authoring account. */
class AgentSeeder extends Seeder
{
    public function run(): void
    {
        $planning = Category::where('slug', 'planning-environment')->value('id');
        $legal = Category::where('slug', 'governance-legal')->value('id');
        $finance = Category::where('slug', 'finance')->value('id');
        $studio = User::firstOrCreate(
            ['email' => 'studio@example.com'],
            ['name' => 'Council Chat Studio', 'password' => Str::random(40), 'onboarding_completed' => true],
        );

        Agent::create([
            'name' => 'Planning Officer Assistant', 'slug' => 'planning-officer-assistant', 'category_id' => $planning,
            'description' => 'Answers questions about planning applications, local plans and permitted development.',
        ]);
        Agent::create([
            'name' => 'Contract Reviewer', 'slug' => 'contract-reviewer', 'category_id' => $legal,
            'description' => 'Reviews contracts and points out unusual clauses.',
        ]);
        Agent::create([
            'name' => 'Licensing Helper', 'slug' => 'licensing-helper', 'category_id' => $legal,
            'description' => 'Explains premises licences, temporary event notices and their conditions.',
        ]);
        Agent::create([
            'name' => 'Budget Analyst', 'slug' => 'budget-analyst', 'category_id' => $finance,
            'description' => 'Explains budget lines, variances and forecasts in plain English for members and residents.',
            'pricing' => 'paid', 'price' => 1900, 'currency' => 'GBP',
            'price_terms' => Agent::PAID_TERMS,
        ]);

        // Published a day apart, oldest first, so the store's newest-first order is the reverse.
        Agent::orderBy('id')->get()->each(fn (Agent $agent, int $i) => $agent->author()->associate($studio)
            ->forceFill(['status' => 'published', 'published_at' => now()->subDays(10 - $i)])
            ->save());
    }
}
