<?php

namespace Database\Seeders;

use App\Models\Agent;
use App\Models\Council;
use App\Models\Tool;
use App\Models\User;
use Illuminate\Database\Seeder;

/**
 * The accounts the conformance runner and the journeys sign in with (password `password`):
 * demo@example.com administers Northfield, where member@example.com is a plain member, and
 * administers Riverside alone (the council the member may ask to join). Northfield has Contract
 * Reviewer, enabled, for demo and member.
 */
class AccountSeeder extends Seeder
{
    public function run(): void
    {
        $northfield = Council::create(['name' => 'Northfield Parish Council', 'slug' => 'northfield']);
        $riverside = Council::create(['name' => 'Riverside Town Council', 'slug' => 'riverside']);

        $demo = $this->user('Demo Admin', 'demo@example.com', $northfield);
        $member = $this->user('Mia Member', 'member@example.com', $northfield);
        $this->user('Nora Nocouncil', 'nocouncil@example.com', null);

        $northfield->users()->attach($demo, ['role' => 'admin', 'status' => 'active', 'joined_at' => now()]);
        $northfield->users()->attach($member, ['role' => 'member', 'status' => 'active', 'joined_at' => now()]);
        $riverside->users()->attach($demo, ['role' => 'admin', 'status' => 'active', 'joined_at' => now()]);

        [$planning, $contracts] = Agent::orderBy('id')->take(2)->get();
        $demo->agents()->attach($planning, ['source' => 'free']);
        $demo->agents()->attach($contracts, ['source' => 'free', 'pinned_at' => now()]);
        $member->agents()->attach($planning, ['source' => 'free']);
        // Northfield's own agent, for its members assigned to it.
        $northfield->councilAgents()->create(['agent_id' => $contracts->id])->users()->attach([$demo->id, $member->id]);

        $demo->toolConnections()->create(['tool_id' => Tool::where('slug', 'slack')->value('id'), 'connected_at' => now()]);
    }

    private function user(string $name, string $email, ?Council $current): User
    {
        $user = User::create(['name' => $name, 'email' => $email, 'password' => 'password', 'onboarding_completed' => true]);
        $user->forceFill(['email_verified_at' => now(), 'current_council_id' => $current?->id])->save();

        return $user;
    }
}
