<?php

namespace Tests\Feature;

use App\Models\Council;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

/** POST /broadcasting/auth as the README's "What Laravel needs" routes it, with the Pusher driver. */
class BroadcastingAuthTest extends TestCase
{
    use RefreshDatabase;

    protected $seed = true;

    protected function setUp(): void
    {
        parent::setUp();
        config([
            'broadcasting.default' => 'reverb',
            'broadcasting.connections.reverb.key' => 'test-key',
            'broadcasting.connections.reverb.secret' => 'test-secret',
            'broadcasting.connections.reverb.app_id' => '1',
        ]);
        // The channels were registered on the testing broadcaster (null) at boot: again on Reverb's.
        require base_path('routes/channels.php');
    }

    private function user(string $email): User
    {
        return User::where('email', $email)->firstOrFail();
    }

    public function test_the_own_user_channel_is_signed(): void
    {
        $demo = $this->user('demo@example.com');

        $this->actingAs($demo)
            ->postJson('/broadcasting/auth', ['socket_id' => '123.456', 'channel_name' => "private-App.Models.User.{$demo->id}"])
            ->assertOk()
            ->assertJson(fn ($json) => $json->where('auth', fn ($auth) => (bool) preg_match('/^test-key:[0-9a-f]{64}$/', $auth)));
    }

    public function test_another_users_channel_is_refused(): void
    {
        $member = $this->user('member@example.com');

        $this->actingAs($this->user('demo@example.com'))
            ->postJson('/broadcasting/auth', ['socket_id' => '123.456', 'channel_name' => "private-App.Models.User.{$member->id}"])
            ->assertForbidden();
    }

    public function test_a_council_presence_channel_carries_the_member(): void
    {
        $demo = $this->user('demo@example.com');
        $council = Council::where('slug', 'northfield')->firstOrFail();

        $data = $this->actingAs($demo)
            ->postJson('/broadcasting/auth', ['socket_id' => '123.456', 'channel_name' => "presence-councils.{$council->id}"])
            ->assertOk()
            ->json('channel_data');

        $this->assertSame(['id' => $demo->id, 'name' => 'Demo Admin', 'avatar_url' => null], json_decode($data, true)['user_info']);
    }

    public function test_a_malformed_socket_id_is_a_422_and_get_is_not_routed(): void
    {
        $demo = $this->user('demo@example.com');

        $this->actingAs($demo)->postJson('/broadcasting/auth', ['socket_id' => 'abc', 'channel_name' => 'private-x'])
            ->assertUnprocessable()
            ->assertJsonValidationErrors('socket_id');
        $this->actingAs($demo)->getJson('/broadcasting/auth')->assertMethodNotAllowed();
    }
}
