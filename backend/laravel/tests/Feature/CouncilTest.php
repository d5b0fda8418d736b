<?php

namespace Tests\Feature;

use App\Models\Council;
use App\Models\Subscription;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class CouncilTest extends TestCase
{
    use RefreshDatabase;

    protected $seed = true;

    private function user(string $email): User
    {
        return User::where('email', $email)->firstOrFail();
    }

    private function northfield(): Council
    {
        return Council::where('slug', 'northfield')->firstOrFail();
    }

    public function test_the_creator_is_its_admin_and_it_becomes_current(): void
    {
        $nora = $this->user('nocouncil@example.com');

        $response = $this->actingAs($nora)
            ->postJson('/api/councils/create', ['name' => 'Eastgate Town Council', 'description' => 'By the river.'])
            ->assertCreated()
            ->assertJsonPath('data.slug', 'eastgate-town-council')
            ->assertJsonPath('data.my_role', 'admin')
            ->assertJsonPath('data.members_count', 1)
            ->assertJsonPath('data.agents_count', 0)
            ->assertJsonPath('data.subscription', null);

        $this->assertMatchesRegularExpression('/^[A-HJ-NP-Z2-9]{8}$/', $response->json('data.join_code'));
        $this->assertSame($response->json('data.id'), $nora->fresh()->current_council_id);
        $this->actingAs($nora)->postJson('/api/councils/create', ['name' => 'Eastgate Town Council'])
            ->assertCreated()
            ->assertJsonPath('data.slug', 'eastgate-town-council-2');
    }

    public function test_a_taken_slug_and_a_short_name_are_refused(): void
    {
        $this->actingAs($this->user('member@example.com'))
            ->postJson('/api/councils/create', ['name' => 'X', 'slug' => 'northfield'])
            ->assertUnprocessable()
            ->assertExactJson([
                'message' => 'The name field must be at least 2 characters. (and 1 more error)',
                'errors' => [
                    'name' => ['The name field must be at least 2 characters.'],
                    'slug' => ['The slug has already been taken.'],
                ],
            ]);
    }

    public function test_members_read_it_and_only_admins_see_the_join_code(): void
    {
        $council = $this->northfield();
        $council->forceFill(['join_code' => 'K7P2QX9M', 'subscription_id' => Subscription::firstWhere('product', 'team')->id])->save();

        $this->actingAs($this->user('demo@example.com'))->getJson("/api/councils/{$council->id}")
            ->assertOk()
            ->assertJsonPath('data.join_code', 'K7P2QX9M')
            ->assertJsonPath('data.my_role', 'admin')
            ->assertJsonPath('data.members_count', 2)
            ->assertJsonPath('data.subscription.name', 'Team')
            ->assertJsonPath('data.subscription.is_current', true)
            ->assertJsonPath('data.subscription.price_terms', ['recurrence' => 'month', 'vat_rate' => 20, 'includes_vat' => false]);
        $this->actingAs($this->user('member@example.com'))->getJson("/api/councils/{$council->id}")
            ->assertOk()
            ->assertJsonPath('data.join_code', null)
            ->assertJsonPath('data.my_role', 'member');
    }

    public function test_a_non_member_may_not_read_it_and_an_unknown_one_is_not_found(): void
    {
        $this->actingAs($this->user('nocouncil@example.com'))->getJson("/api/councils/{$this->northfield()->id}")->assertForbidden();
        $this->actingAs($this->user('demo@example.com'))->getJson('/api/councils/999999')->assertNotFound();
    }

    public function test_an_admin_changes_only_the_fields_sent_and_the_join_code(): void
    {
        $council = $this->northfield();
        $demo = $this->user('demo@example.com');

        $this->actingAs($demo)->putJson("/api/councils/{$council->id}", ['name' => 'Northfield & Lower Marsh'])
            ->assertOk()
            ->assertJsonPath('data.name', 'Northfield & Lower Marsh')
            ->assertJsonPath('data.slug', 'northfield')
            ->assertJsonPath('data.join_code', null);

        $issued = $this->actingAs($demo)->putJson("/api/councils/{$council->id}", ['join_code_enabled' => true])->json('data.join_code');
        $this->assertNotNull($issued);
        $this->assertSame($issued, $this->actingAs($demo)->putJson("/api/councils/{$council->id}", ['join_code_enabled' => true])->json('data.join_code'));
        $this->assertNotSame($issued, $this->actingAs($demo)->putJson("/api/councils/{$council->id}", ['regenerate_join_code' => true])->json('data.join_code'));
        $this->actingAs($demo)->putJson("/api/councils/{$council->id}", ['join_code_enabled' => false])
            ->assertOk()
            ->assertJsonPath('data.join_code', null);
    }

    public function test_refusals_of_an_update(): void
    {
        $council = $this->northfield();

        $this->actingAs($this->user('demo@example.com'))
            ->putJson("/api/councils/{$council->id}", ['join_code_enabled' => false, 'regenerate_join_code' => true])
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['regenerate_join_code' => 'The regenerate join code field is prohibited when join code enabled is false.']);
        $this->actingAs($this->user('demo@example.com'))
            ->putJson("/api/councils/{$council->id}", ['slug' => 'riverside'])
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['slug' => 'The slug has already been taken.']);
        $this->actingAs($this->user('member@example.com'))
            ->putJson("/api/councils/{$council->id}", ['name' => 'Mine now'])
            ->assertForbidden();
    }

    public function test_search_by_name_or_slug_and_by_join_code(): void
    {
        $riverside = Council::where('slug', 'riverside')->firstOrFail();
        $riverside->forceFill(['join_code' => 'K7P2QX9M'])->save();
        $member = $this->user('member@example.com');

        $this->actingAs($member)->getJson('/api/councils/search?q=COUNCIL')
            ->assertOk()
            ->assertJsonCount(2, 'data')
            ->assertJsonPath('data.0.name', 'Northfield Parish Council')
            ->assertJsonPath('data.0.is_member', true)
            ->assertJsonPath('data.1.is_member', false)
            ->assertJsonPath('data.1.has_pending_request', false);
        $this->actingAs($member)->getJson('/api/councils/search?q=k7p2qx9m')
            ->assertOk()
            ->assertJsonCount(1, 'data')
            ->assertJsonPath('data.0.slug', 'riverside');
        $this->actingAs($member)->getJson('/api/councils/search?q=%25%25')->assertOk()->assertJsonCount(0, 'data');
        $this->actingAs($member)->getJson('/api/councils/search?q=x')
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['q' => 'The q field must be at least 2 characters.']);
    }
}
