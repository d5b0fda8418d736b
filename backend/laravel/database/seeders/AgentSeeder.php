<?php

namespace Database\Seeders;

use App\Models\Agent;
use App\Models\Category;
use Illuminate\Database\Seeder;

class AgentSeeder extends Seeder
{
    public function run(): void
    {
        $planning = Category::where('slug', 'planning')->value('id');
        $legal = Category::where('slug', 'legal')->value('id');

        Agent::create([
            'name' => 'Planning Officer Assistant', 'slug' => 'planning-officer-assistant', 'category_id' => $planning,
            'description' => 'Answers questions about planning applications, local plans and permitted development.',
        ]);
        Agent::create([
            'name' => 'Contract Reviewer', 'slug' => 'contract-reviewer', 'category_id' => $legal,
            'description' => 'Reviews contracts and points out unusual clauses.',
        ]);
        Agent::create([
            'name' => 'Budget Analyst', 'slug' => 'budget-analyst', 'category_id' => null,
            'description' => 'Explains budget lines and forecasts.', 'pricing' => 'paid', 'price' => 1900, 'currency' => 'EUR',
            'price_terms' => ['recurrence' => 'one_off', 'vat_rate' => 20, 'includes_vat' => false],
        ]);
    }
}
