<?php

namespace Tests\Feature\Agents;

use App\Models\Agent;
use App\Models\Council;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

/** listAgents, addAgent and buyAgent. */
class AgentStoreTest extends TestCase
{
    use RefreshDatabase;

    protected $seed = true;

    private function user(string $email): User
    {
        return User::where('email', $email)->firstOrFail();
    }

    private function agent(string $slug): Agent
    {
        return Agent::where('slug', $slug)->firstOrFail();
    }

    public function test_the_store_lists_published_agents_newest_first_with_the_callers_state(): void
    {
        $this->actingAs($this->user('demo@example.com'))->postJson('/api/agents', ['name' => 'Hidden draft', 'description' => 'Not yet.'])->assertCreated();

        $this->actingAs($this->user('member@example.com'))->getJson('/api/agents?per_page=2')
            ->assertOk()
            ->assertJsonPath('meta.total', 4)
            ->assertJsonPath('data.0.slug', 'budget-analyst')
            ->assertJsonPath('data.1.slug', 'licensing-helper')
            ->assertJsonPath('data.1.is_added', false)
            ->assertJsonPath('data.0.author.name', 'Council Chat Studio');
        // Added by the member, and provided to them by their council (assigned, enabled).
        $this->getJson('/api/agents?page=2&per_page=2')
            ->assertJsonPath('data.0.slug', 'contract-reviewer')
            ->assertJsonPath('data.0.is_added', true)
            ->assertJsonPath('data.1.slug', 'planning-officer-assistant')
            ->assertJsonPath('data.1.is_added', true);
        $this->getJson('/api/agents?search=CONTRACTS')->assertJsonCount(1, 'data')->assertJsonPath('data.0.slug', 'contract-reviewer');
        $this->getJson('/api/agents?pricing=paid')->assertJsonCount(1, 'data')->assertJsonPath('data.0.slug', 'budget-analyst');
        $this->getJson('/api/agents?search=%25')->assertJsonCount(0, 'data');
        $this->getJson('/api/agents?status=draft')->assertJsonCount(0, 'data');
        $this->getJson('/api/agents?scope=everyone')->assertUnprocessable()->assertJsonValidationErrors('scope');
    }

    public function test_drafts_and_the_builders_list_are_the_callers(): void
    {
        $demo = $this->user('demo@example.com');
        $northfield = Council::where('slug', 'northfield')->firstOrFail();
        $this->actingAs($demo)->postJson('/api/agents', ['name' => 'Own draft', 'description' => 'Mine.'])->assertCreated();
        $councils = $this->postJson('/api/agents', ['name' => 'Council agent', 'description' => 'Ours.', 'council_id' => $northfield->id, 'category_id' => 1])
            ->assertCreated()->json('data.id');
        $this->postJson("/api/agents/{$councils}/publish")->assertOk();

        $this->getJson('/api/agents?status=draft')->assertJsonCount(1, 'data')->assertJsonPath('data.0.name', 'Own draft');
        $this->getJson('/api/agents?scope=mine')->assertJsonCount(2, 'data');
        $this->getJson('/api/agents?scope=mine&status=published')->assertJsonCount(1, 'data')->assertJsonPath('data.0.name', 'Council agent');

        // A manager of the council sees its published agent in their builder's list; a plain member does not.
        $this->actingAs($this->user('member@example.com'))->getJson('/api/agents?scope=mine')->assertJsonCount(0, 'data');
        $northfield->users()->updateExistingPivot($this->user('member@example.com')->id, ['role' => 'manager']);
        $this->getJson('/api/agents?scope=mine')->assertJsonCount(1, 'data')->assertJsonPath('data.0.id', $councils);
    }

    public function test_add_puts_a_free_agent_in_the_callers_list_once(): void
    {
        $contracts = $this->agent('licensing-helper');

        $this->actingAs($this->user('member@example.com'))->postJson("/api/agents/{$contracts->id}/add")
            ->assertCreated()
            ->assertJsonPath('message', 'Agent added.')
            ->assertJsonPath('data.id', $contracts->id)
            ->assertJsonPath('data.source', 'free')
            ->assertJsonPath('data.is_pinned', false);
        $this->getJson("/api/agents/{$contracts->id}")->assertJsonPath('data.is_added', true);
        $this->postJson("/api/agents/{$contracts->id}/add")
            ->assertUnprocessable()
            ->assertJsonPath('errors.agent.0', 'The agent has already been added.');
        $this->postJson("/api/agents/{$this->agent('contract-reviewer')->id}/add")
            ->assertUnprocessable()
            ->assertJsonPath('errors.agent.0', 'The agent has already been added.');
        $this->postJson("/api/agents/{$this->agent('budget-analyst')->id}/add")
            ->assertUnprocessable()
            ->assertJsonPath('errors.agent.0', 'Paid agents must be bought.');
        $this->postJson('/api/agents/999999/add')->assertNotFound();
    }

    public function test_a_card_order_waits_for_payment_and_is_placed_once(): void
    {
        $budget = $this->agent('budget-analyst');
        $this->actingAs($this->user('member@example.com'));

        $order = $this->postJson("/api/agents/{$budget->id}/buy", ['payment_method' => 'card', 'amount' => 1])
            ->assertCreated()
            ->assertJsonPath('message', 'Order placed.')
            ->assertJsonPath('data.type', 'agent')
            ->assertJsonPath('data.item_id', $budget->id)
            ->assertJsonPath('data.amount', 1900)
            ->assertJsonPath('data.currency', 'GBP')
            ->assertJsonPath('data.status', 'pending')
            ->assertJsonPath('data.payment_status', 'awaiting_payment')
            ->assertJsonPath('data.council_id', null)
            ->json('data.id');
        $this->postJson("/api/agents/{$budget->id}/buy")
            ->assertUnprocessable()
            ->assertJsonPath('errors.agent.0', "Order #{$order} for this agent is already waiting for payment.");
        $this->postJson("/api/agents/{$this->agent('contract-reviewer')->id}/buy")
            ->assertUnprocessable()
            ->assertJsonPath('errors.agent.0', 'Free agents are added, not bought.');
        $this->postJson("/api/agents/{$budget->id}/buy", ['payment_method' => 'invoice'])
            ->assertUnprocessable()
            ->assertJsonPath('errors.payment_method.0', 'Paying by invoice is only available for council purchases.');
    }

    public function test_a_bought_agent_is_not_sold_twice_and_is_added_back_free(): void
    {
        $budget = $this->agent('budget-analyst');
        $member = $this->user('member@example.com');
        $this->actingAs($member)->postJson("/api/agents/{$budget->id}/buy")->assertCreated();
        $member->orders()->firstOrFail()->complete('paid');
        $this->getJson("/api/agents/{$budget->id}")->assertJsonPath('data.is_purchased', true)->assertJsonPath('data.is_added', true);
        $this->postJson("/api/agents/{$budget->id}/buy")->assertUnprocessable()->assertJsonPath('errors.agent.0', 'You already own this agent.');

        $this->deleteJson("/api/profile/agents/{$budget->id}")->assertNoContent();
        $this->postJson("/api/agents/{$budget->id}/buy")
            ->assertUnprocessable()
            ->assertJsonPath('errors.agent.0', 'You already bought this agent. Add it back from the app store.');
        $this->postJson("/api/agents/{$budget->id}/add")->assertCreated()->assertJsonPath('data.source', 'purchased');
    }

    public function test_a_councils_admin_buys_on_invoice_and_the_council_has_the_agent_at_once(): void
    {
        $budget = $this->agent('budget-analyst');
        $northfield = Council::where('slug', 'northfield')->firstOrFail();

        $this->actingAs($this->user('member@example.com'))
            ->postJson("/api/agents/{$budget->id}/buy", ['council_id' => $northfield->id, 'payment_method' => 'invoice'])
            ->assertForbidden();
        $this->actingAs($this->user('demo@example.com'))
            ->postJson("/api/agents/{$budget->id}/buy", ['council_id' => $northfield->id, 'payment_method' => 'invoice'])
            ->assertCreated()
            ->assertJsonPath('data.status', 'completed')
            ->assertJsonPath('data.payment_status', 'invoiced')
            ->assertJsonPath('data.payment_method', 'invoice')
            ->assertJsonPath('data.council.name', 'Northfield Parish Council')
            ->assertJsonPath('data.invoice_number', fn ($number) => str_starts_with($number, 'INV-'));
        $this->getJson("/api/councils/{$northfield->id}/agents")->assertJsonPath('data.0.id', $budget->id)->assertJsonPath('data.0.is_enabled', true);
        $this->postJson("/api/agents/{$budget->id}/buy", ['council_id' => $northfield->id])
            ->assertUnprocessable()
            ->assertJsonPath('errors.agent.0', 'The council already has this agent.');
        $this->postJson("/api/agents/{$budget->id}/buy", ['council_id' => 999999])
            ->assertUnprocessable()
            ->assertJsonPath('errors.council_id.0', 'The selected council id is invalid.');
    }
}
