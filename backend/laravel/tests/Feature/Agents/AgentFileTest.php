<?php

namespace Tests\Feature\Agents;

use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Http\UploadedFile;
use Illuminate\Support\Facades\Storage;
use Tests\TestCase;

/** listAgentFiles, uploadAgentFile and deleteAgentFile: the author's knowledge files. */
class AgentFileTest extends TestCase
{
    use RefreshDatabase;

    protected $seed = true;

    private function user(string $email): User
    {
        return User::where('email', $email)->firstOrFail();
    }

    private function agent(): int
    {
        return $this->actingAs($this->user('demo@example.com'))
            ->postJson('/api/agents', ['name' => 'Tree Officer', 'description' => 'Trees.', 'category_id' => 1])
            ->assertCreated()->json('data.id');
    }

    public function test_the_author_uploads_lists_newest_first_and_deletes(): void
    {
        Storage::fake();
        $agent = $this->agent();

        $first = $this->postJson("/api/agents/{$agent}/files", ['file' => UploadedFile::fake()->create('Local Plan.pdf', 300, 'application/pdf')])
            ->assertCreated()
            ->assertJsonPath('data.agent_id', $agent)
            ->assertJsonPath('data.name', 'Local Plan.pdf')
            ->assertJsonPath('data.size', 300 * 1024)
            ->json('data.id');
        $this->travel(1)->minutes();
        $this->postJson("/api/agents/{$agent}/files", ['file' => UploadedFile::fake()->createWithContent('notes.md', "# Notes\n")])->assertCreated();

        $this->getJson("/api/agents/{$agent}/files")->assertOk()->assertJsonCount(2, 'data')->assertJsonPath('data.0.name', 'notes.md');
        $this->getJson("/api/agents/{$agent}")->assertJsonPath('data.files_count', 2);
        $this->get($this->getJson("/api/agents/{$agent}/files")->json('data.1.url'))->assertOk()->assertDownload('Local Plan.pdf');

        $this->deleteJson("/api/agents/{$agent}/files/{$first}")->assertNoContent();
        $this->getJson("/api/agents/{$agent}/files")->assertJsonCount(1, 'data');
        $this->deleteJson("/api/agents/{$agent}/files/{$first}")->assertNotFound();
    }

    public function test_a_file_must_be_a_document_of_at_most_20_mb(): void
    {
        $agent = $this->agent();

        $this->postJson("/api/agents/{$agent}/files", ['file' => UploadedFile::fake()->create('big.pdf', 20481, 'application/pdf')])
            ->assertUnprocessable()
            ->assertJsonPath('errors.file.0', 'The file field must not be greater than 20480 kilobytes.');
        $this->postJson("/api/agents/{$agent}/files", ['file' => UploadedFile::fake()->create('photo.png', 10, 'image/png')])
            ->assertUnprocessable()
            ->assertJsonPath('errors.file.0', 'The file field must be a file of type: pdf, docx, txt, md, csv, xlsx, pptx.');
        $this->postJson("/api/agents/{$agent}/files", [])->assertUnprocessable()->assertJsonValidationErrors('file');
    }

    public function test_only_the_author_keeps_the_files(): void
    {
        Storage::fake();
        $agent = $this->agent();
        $file = $this->postJson("/api/agents/{$agent}/files", ['file' => UploadedFile::fake()->create('a.pdf', 1, 'application/pdf')])->json('data.id');
        $member = $this->user('member@example.com');

        // A draft is not revealed; once published, it is someone else's agent (403).
        $this->actingAs($member)->getJson("/api/agents/{$agent}/files")->assertNotFound();
        $this->actingAs($this->user('demo@example.com'))->postJson("/api/agents/{$agent}/publish")->assertOk();
        $this->actingAs($member)->getJson("/api/agents/{$agent}/files")->assertForbidden();
        $this->postJson("/api/agents/{$agent}/files", ['file' => UploadedFile::fake()->create('b.pdf', 1, 'application/pdf')])->assertForbidden();
        $this->deleteJson("/api/agents/{$agent}/files/{$file}")->assertForbidden();
    }
}
