<?php

namespace Tests\Feature;

use App\Events\CouncilLicenceChanged;
use App\Events\LicenceChanged;
use App\Models\Council;
use App\Models\Licence;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Event;
use Tests\TestCase;

class CouncilLicenceTest extends TestCase
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

    private function seat(int $n): Licence
    {
        return $this->northfield()->licences()->orderBy('id')->skip($n - 1)->firstOrFail();
    }

    public function test_an_admin_lists_every_seat_by_id(): void
    {
        $this->actingAs($this->user('demo@example.com'))
            ->getJson("/api/councils/{$this->northfield()->id}/licences")
            ->assertOk()
            ->assertJsonCount(10, 'data')
            ->assertJsonPath('data.0.name', 'Team seat 1')
            ->assertJsonPath('data.0.status', 'active')
            ->assertJsonPath('data.0.user.email', 'demo@example.com')
            ->assertJsonPath('data.1.status', 'unassigned')
            ->assertJsonPath('data.1.user', null);
    }

    public function test_only_an_admin_sees_or_changes_them(): void
    {
        $council = $this->northfield();
        $member = $this->user('member@example.com');

        $this->actingAs($member)->getJson("/api/councils/{$council->id}/licences")->assertForbidden();
        $this->actingAs($member)->putJson("/api/councils/{$council->id}/licences/{$this->seat(2)->id}", ['user_id' => $member->id])
            ->assertForbidden();
    }

    public function test_a_seat_is_given_to_a_member_and_taken_back(): void
    {
        Event::fake([LicenceChanged::class, CouncilLicenceChanged::class]);
        $council = $this->northfield();
        $member = $this->user('member@example.com');
        $seat = $this->seat(2);
        $this->actingAs($this->user('demo@example.com'));

        $this->putJson("/api/councils/{$council->id}/licences/{$seat->id}", ['user_id' => $member->id, 'status' => 'active'])
            ->assertOk()
            ->assertJsonPath('data.user_id', $member->id)
            ->assertJsonPath('data.user.name', 'Mia Member')
            ->assertJsonPath('data.status', 'active');
        $this->assertSame($seat->id, $council->users()->find($member->id)->pivot->licence_id);
        Event::assertDispatched(LicenceChanged::class, fn ($event) => $event->userId === $member->id);
        Event::assertDispatched(CouncilLicenceChanged::class);

        $this->putJson("/api/councils/{$council->id}/licences/{$seat->id}", ['user_id' => null])
            ->assertOk()
            ->assertJsonPath('data.user', null)
            ->assertJsonPath('data.status', 'unassigned');
        $this->assertNull($council->users()->find($member->id)->pivot->licence_id);
    }

    public function test_refusals(): void
    {
        $council = $this->northfield();
        $demo = $this->user('demo@example.com');
        $this->actingAs($demo);

        $this->putJson("/api/councils/{$council->id}/licences/{$this->seat(2)->id}", ['user_id' => $this->user('nocouncil@example.com')->id])
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['user_id' => 'The selected user is not a member of this council.']);
        $this->putJson("/api/councils/{$council->id}/licences/{$this->seat(2)->id}", ['user_id' => $demo->id])
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['user_id' => 'This user already holds a licence.']);
        $this->putJson("/api/councils/{$council->id}/licences/{$this->seat(2)->id}", ['user_id' => null, 'status' => 'active'])
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['status' => 'The status must be unassigned when no user is given.']);
        $this->putJson("/api/councils/{$council->id}/licences/{$this->seat(2)->id}", [])
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['user_id' => 'The user id field must be present.']);

        $expired = $this->seat(3);
        $expired->forceFill(['expires_at' => now()->subDay()])->save();
        $this->putJson("/api/councils/{$council->id}/licences/{$expired->id}", ['user_id' => null])
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['licence' => 'This licence has expired.']);
    }

    public function test_a_member_whose_seat_ran_out_gets_the_new_one_in_its_place(): void
    {
        $council = $this->northfield();
        $demo = $this->user('demo@example.com');
        $this->seat(1)->forceFill(['expires_at' => now()->subDay()])->save();

        $this->actingAs($demo)->putJson("/api/councils/{$council->id}/licences/{$this->seat(2)->id}", ['user_id' => $demo->id])
            ->assertOk()
            ->assertJsonPath('data.status', 'active');
        $this->assertNull($this->seat(1)->user_id);
    }

    public function test_a_licence_of_another_council_is_not_found(): void
    {
        $riverside = Council::where('slug', 'riverside')->firstOrFail();

        $this->actingAs($this->user('demo@example.com'))
            ->putJson("/api/councils/{$riverside->id}/licences/{$this->seat(2)->id}", ['user_id' => null])
            ->assertNotFound();
    }
}
