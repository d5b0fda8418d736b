<?php

namespace Tests\Feature\Agents;

use App\Events\CouncilAgentUpdated;
use App\Models\Agent;
use App\Models\Council;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Http\UploadedFile;
use Illuminate\Support\Facades\Event;
use Illuminate\Support\Facades\Storage;
use Tests\TestCase;

/**
 * listCouncilAgents, updateCouncilAgent, listCouncilAgentUsers, updateCouncilAgentUsers,
 * listCouncilAgentFiles, uploadCouncilAgentFile and deleteCouncilAgentFile.
 */
class CouncilAgentTest extends TestCase
{
    use RefreshDatabase;

    protected $seed = true;

    private Council $council;

    private int $agent;

    protected function setUp(): void
    {
        parent::setUp();
        $this->council = Council::where('slug', 'northfield')->firstOrFail();
        // Seeded as Northfield's, with demo and member assigned: start with nobody.
        $this->agent = Agent::where('slug', 'contract-reviewer')->value('id');
        $this->council->councilAgents()->firstWhere('agent_id', $this->agent)->users()->detach();
    }

    private function user(string $email): User
    {
        return User::where('email', $email)->firstOrFail();
    }

    private function url(string $tail = ''): string
    {
        return "/api/councils/{$this->council->id}/agents/{$this->agent}{$tail}";
    }

    public function test_every_member_lists_the_councils_agents_by_name(): void
    {
        $this->council->councilAgents()->create(['agent_id' => Agent::where('slug', 'budget-analyst')->value('id'), 'is_enabled' => false]);

        $this->actingAs($this->user('member@example.com'))->getJson("/api/councils/{$this->council->id}/agents")
            ->assertOk()
            ->assertJsonCount(2, 'data')
            ->assertJsonPath('data.0.agent.name', 'Budget Analyst')
            ->assertJsonPath('data.0.is_enabled', false)
            ->assertJsonPath('data.1.id', $this->agent)
            ->assertJsonPath('data.1.users_count', 0)
            ->assertJsonPath('data.1.sharepoint', null);
        $this->actingAs($this->user('nocouncil@example.com'))->getJson("/api/councils/{$this->council->id}/agents")->assertForbidden();
    }

    public function test_admins_and_managers_change_the_fields_sent_and_the_council_is_told(): void
    {
        Event::fake([CouncilAgentUpdated::class]);

        $this->actingAs($this->user('member@example.com'))->putJson($this->url(), ['is_enabled' => false])->assertForbidden();
        $this->actingAs($this->user('demo@example.com'))->putJson($this->url(), ['instructions' => 'Cite the standing orders.'])
            ->assertOk()
            ->assertJsonPath('data.instructions', 'Cite the standing orders.')
            ->assertJsonPath('data.is_enabled', true);
        $this->putJson($this->url(), ['is_enabled' => false])
            ->assertOk()
            ->assertJsonPath('data.instructions', 'Cite the standing orders.')
            ->assertJsonPath('data.is_enabled', false);
        $this->putJson($this->url(), ['instructions' => ''])->assertOk()->assertJsonPath('data.instructions', null);
        $this->putJson($this->url(), ['is_enabled' => 'perhaps'])->assertUnprocessable()->assertJsonValidationErrors('is_enabled');
        $this->putJson("/api/councils/{$this->council->id}/agents/999999", ['is_enabled' => true])->assertNotFound();

        Event::assertDispatchedTimes(CouncilAgentUpdated::class, 3);
        Event::assertDispatched(CouncilAgentUpdated::class, fn ($event) => $event->broadcastOn()[0]->name === "presence-councils.{$this->council->id}"
            && $event->broadcastWith()['agent']['is_enabled'] === false);
    }

    public function test_the_assigned_members_are_replaced_as_a_whole(): void
    {
        $demo = $this->user('demo@example.com');
        $member = $this->user('member@example.com');

        $this->actingAs($member)->putJson($this->url('/users'), ['users' => [$member->id]])->assertForbidden();
        $this->actingAs($demo)->putJson($this->url('/users'), ['users' => [$member->id, $demo->id]])
            ->assertOk()
            ->assertJsonCount(2, 'data')
            ->assertJsonPath('data.0.name', 'Demo Admin')
            ->assertJsonPath('data.1.role', 'member');
        $this->actingAs($member)->getJson($this->url('/users'))->assertOk()->assertJsonCount(2, 'data');
        $this->getJson("/api/agents/{$this->agent}")->assertJsonPath('data.is_added', true);
        $this->getJson("/api/councils/{$this->council->id}/agents")->assertJsonPath('data.0.users_count', 2);

        $outsider = $this->user('nocouncil@example.com');
        $this->actingAs($demo)->putJson($this->url('/users'), ['users' => [$demo->id, $outsider->id]])
            ->assertUnprocessable()
            ->assertJsonPath('errors.users\.1', null)
            ->assertJsonValidationErrors(['users.1' => 'The selected users.1 is not a member of this council.']);
        $this->putJson($this->url('/users'), ['users' => [$demo->id, $demo->id]])->assertUnprocessable()->assertJsonValidationErrors('users.0');
        $this->putJson($this->url('/users'), [])->assertUnprocessable()->assertJsonValidationErrors('users');
        $this->putJson($this->url('/users'), ['users' => []])->assertOk()->assertJsonCount(0, 'data');
        $this->getJson("/api/councils/{$this->council->id}/agents/999999/users")->assertNotFound();
    }

    public function test_the_councils_files_of_an_agent(): void
    {
        Storage::fake();
        Event::fake([CouncilAgentUpdated::class]);
        $this->actingAs($this->user('member@example.com'))
            ->postJson($this->url('/files'), ['file' => UploadedFile::fake()->create('Plan.pdf', 10, 'application/pdf')])
            ->assertForbidden();

        $file = $this->actingAs($this->user('demo@example.com'))
            ->postJson($this->url('/files'), ['file' => UploadedFile::fake()->create('Plan.pdf', 10, 'application/pdf')])
            ->assertCreated()
            ->assertJsonPath('data.council_id', $this->council->id)
            ->assertJsonPath('data.agent_id', $this->agent)
            ->assertJsonPath('data.uploaded_by.name', 'Demo Admin')
            ->json('data.id');
        $this->travel(1)->minutes();
        $this->postJson($this->url('/files'), ['file' => UploadedFile::fake()->createWithContent('notes.rtf', '{\rtf1 notes}')])->assertCreated();
        $this->postJson($this->url('/files'), ['file' => UploadedFile::fake()->create('photo.png', 10, 'image/png')])
            ->assertUnprocessable()
            ->assertJsonPath('errors.file.0', 'The file field must be a file of type: pdf, doc, docx, xls, xlsx, ppt, pptx, odt, txt, md, csv, rtf.');

        $this->actingAs($this->user('member@example.com'))->getJson($this->url('/files'))
            ->assertOk()->assertJsonCount(2, 'data')->assertJsonPath('data.0.name', 'notes.rtf');
        $this->deleteJson($this->url("/files/{$file}"))->assertForbidden();
        $this->actingAs($this->user('demo@example.com'))->deleteJson($this->url("/files/{$file}"))->assertNoContent();
        $this->deleteJson($this->url("/files/{$file}"))->assertNotFound();
        $this->getJson("/api/councils/{$this->council->id}/agents")->assertJsonPath('data.0.files_count', 1);
        Event::assertDispatchedTimes(CouncilAgentUpdated::class, 3);
    }

    public function test_an_agent_the_council_does_not_have_and_a_file_of_another_agent_are_404(): void
    {
        Storage::fake();
        $this->actingAs($this->user('demo@example.com'));
        $budget = Agent::where('slug', 'budget-analyst')->value('id');
        $file = $this->postJson($this->url('/files'), ['file' => UploadedFile::fake()->create('Plan.pdf', 10, 'application/pdf')])->json('data.id');
        $this->council->councilAgents()->create(['agent_id' => $budget]);

        $this->deleteJson("/api/councils/{$this->council->id}/agents/{$budget}/files/{$file}")
            ->assertNotFound()->assertExactJson(['message' => 'Not found.']);
        $this->getJson("/api/councils/{$this->council->id}/agents/999999/files")
            ->assertNotFound()->assertJsonPath('message', 'No query results for model [App\\Models\\Agent] 999999');
        $riverside = Council::where('slug', 'riverside')->firstOrFail();
        $this->getJson("/api/councils/{$riverside->id}/agents/{$this->agent}/users")
            ->assertNotFound()->assertExactJson(['message' => 'Not found.']);
    }
}
