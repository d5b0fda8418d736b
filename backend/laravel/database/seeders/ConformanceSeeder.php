<?php

namespace Database\Seeders;

use App\Models\Agent;
use App\Models\Category;
use App\Models\Council;
use App\Models\User;
use Illuminate\Database\Seeder;
use Illuminate\Support\Str;

/**
 * What the Council Chat conformance runner signs in with and looks for, in every council role the
 * contract's `x-council-roles` names (password `password` for each account):
 *
 * - demo@example.com (the runner's `user`): admin of Northfield Parish Council and of Riverside Town
 *   Council; has agents in their list (one pinned) and a connected tool.
 * - member@example.com (the runner's `second-user`): a plain member of Northfield, not in Riverside
 *   (the council the join-request chain asks to join).
 * - manager@example.com: manager of Northfield (for `--user manager@example.com` runs).
 * - nocouncil@example.com: in no council at all (the user outside every council).
 * - Northfield has an agent (Contract Reviewer, enabled) that demo and member are assigned to; the
 *   store has a free agent nobody has added (Licensing Helper) and a paid one (Budget Analyst).
 * - Two more free store agents nobody has added (Allotments Adviser, Minutes Clerk): the runner adds
 *   one for each check that takes an agent off the list again (the agent kept, the threads kept).
 *
 * The runner creates everything else it needs through the API and deletes it afterwards. Run it with
 * `php artisan migrate:fresh --seeder=ConformanceSeeder` (the PHPUnit conformance test does).
 */
class ConformanceSeeder extends Seeder
{
    public function run(): void
    {
        $this->call([
            DictionarySeeder::class,
            AgentSeeder::class,
            AccountSeeder::class,
            SharePointSeeder::class,
        ]);

        $northfield = Council::where('slug', 'northfield')->firstOrFail();
        $manager = User::firstOrCreate(
            ['email' => 'manager@example.com'],
            ['name' => 'Max Manager', 'password' => 'password', 'onboarding_completed' => true],
        );
        $manager->forceFill(['email_verified_at' => now(), 'current_council_id' => $northfield->id])->save();
        $northfield->users()->syncWithoutDetaching([
            $manager->id => ['role' => 'manager', 'status' => 'active', 'joined_at' => now()],
        ]);

        $this->seedFreeStoreAgents();
    }

    private function seedFreeStoreAgents(): void
    {
        $studio = User::where('email', 'studio@example.com')->firstOrFail();
        $categories = Category::pluck('id', 'slug');

        foreach ([
            'Allotments Adviser' => ['residents-services', "Answers plot holders' questions on tenancies, rents and the allotment rules."],
            'Minutes Clerk' => ['meetings-casework', "Drafts minutes from meeting notes in the council's own format."],
        ] as $name => [$category, $description]) {
            $agent = Agent::create([
                'name' => $name, 'slug' => Str::slug($name), 'category_id' => $categories[$category],
                'description' => $description,
            ]);
            $agent->author()->associate($studio)
                ->forceFill(['status' => 'published', 'published_at' => now()->subDay()])
                ->save();
        }
    }
}
