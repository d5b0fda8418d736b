<?php

namespace Tests\Feature;

use App\Mail\FeedbackReceived;
use App\Models\HelpPage;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Mail;
use Tests\TestCase;

class SupportTest extends TestCase
{
    use RefreshDatabase;

    protected $seed = true;

    public function test_feedback_is_stored_and_mailed_to_support(): void
    {
        Mail::fake();
        $member = User::firstWhere('email', 'member@example.com');

        $this->actingAs($member)->postJson('/api/feedback', [
            'message' => 'The agent list should remember my filter.', 'subject' => 'App store', 'rating' => 4,
            'page_url' => 'https://app.example.com/App_store', 'user_id' => 1,
        ])
            ->assertCreated()
            ->assertJsonPath('data.user_id', $member->id)
            ->assertJsonPath('data.subject', 'App store')
            ->assertJsonPath('data.rating', 4);

        Mail::assertSent(FeedbackReceived::class, fn (FeedbackReceived $mail) => $mail->hasTo('support@example.com')
            && $mail->hasSubject('Feedback from Mia Member: App store'));
    }

    public function test_feedback_needs_a_message_and_a_rating_from_1_to_5(): void
    {
        $this->actingAs(User::firstWhere('email', 'member@example.com'))
            ->postJson('/api/feedback', ['rating' => 6])
            ->assertUnprocessable()
            ->assertJsonValidationErrors([
                'message' => 'The message field is required.',
                'rating' => 'The rating field must not be greater than 5.',
            ]);
    }

    public function test_the_published_help_pages_in_tree_order(): void
    {
        $pages = $this->actingAs(User::firstWhere('email', 'member@example.com'))
            ->getJson('/api/help-pages')
            ->assertOk()
            ->json('data');

        $this->assertSame('getting-started', $pages[0]['path']);
        $this->assertNotContains('release-notes-draft', array_column($pages, 'slug'));
        $this->assertCount(HelpPage::where('is_published', true)->count(), $pages);
        // Each page comes after its parent.
        $seen = [];
        foreach ($pages as $page) {
            $this->assertTrue($page['parent_id'] === null || isset($seen[$page['parent_id']]), $page['path']);
            $seen[$page['id']] = true;
        }
        $this->assertArrayNotHasKey('is_published', $pages[0]);
    }

    public function test_a_guest_is_refused(): void
    {
        $this->getJson('/api/help-pages')->assertUnauthorized();
    }
}
