<?php

namespace Tests\Feature;

use App\Models\Agent;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Http\UploadedFile;
use Tests\TestCase;

class ThreadFileTypeTest extends TestCase
{
    use RefreshDatabase;

    protected $seed = true;

    public function test_a_program_is_refused_and_a_pdf_is_stored(): void
    {
        $demo = User::where('email', 'demo@example.com')->firstOrFail();
        $thread = $demo->threads()->create(['agent_id' => Agent::orderBy('id')->value('id'), 'title' => 'Files']);

        $this->actingAs($demo)
            ->post("/api/threads/{$thread->id}/file", ['files' => [UploadedFile::fake()->createWithContent('setup.exe', "MZ\x90\x00\x03 not a program")]], ['Accept' => 'application/json'])
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['files.0' => 'The files.0 field must be a file of type: pdf, docx, txt, md, csv, xlsx, pptx, png, jpg, jpeg, webp.']);

        $this->actingAs($demo)
            ->post("/api/threads/{$thread->id}/file", ['files' => [UploadedFile::fake()->createWithContent('minutes.pdf', "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n")]], ['Accept' => 'application/json'])
            ->assertCreated();
    }
}
