<?php

namespace Tests\Feature;

use App\Models\Council;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Http\UploadedFile;
use Illuminate\Support\Facades\Storage;
use Tests\TestCase;

class CouncilFileTest extends TestCase
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

    private function upload(string $name): int
    {
        return $this->actingAs($this->user('demo@example.com'))
            ->postJson("/api/councils/{$this->northfield()->id}/files", ['file' => UploadedFile::fake()->create($name, 12, 'application/pdf')])
            ->assertCreated()
            ->json('data.id');
    }

    public function test_an_admin_uploads_and_every_member_lists_newest_first(): void
    {
        Storage::fake();
        $council = $this->northfield();

        $this->actingAs($this->user('demo@example.com'))
            ->postJson("/api/councils/{$council->id}/files", ['file' => UploadedFile::fake()->create('Standing Orders.pdf', 480, 'application/pdf')])
            ->assertCreated()
            ->assertJsonPath('data.name', 'Standing Orders.pdf')
            ->assertJsonPath('data.council_id', $council->id)
            ->assertJsonPath('data.size', 480 * 1024)
            ->assertJsonPath('data.uploaded_by.name', 'Demo Admin');
        $this->travel(1)->minutes();
        $this->upload('Budget.pdf');

        $this->actingAs($this->user('member@example.com'))->getJson("/api/councils/{$council->id}/files")
            ->assertOk()
            ->assertJsonCount(2, 'data')
            ->assertJsonPath('data.0.name', 'Budget.pdf')
            ->assertJsonPath('meta.total', 2);
        $this->actingAs($this->user('member@example.com'))->getJson("/api/councils/{$council->id}/files?search=standing")
            ->assertOk()
            ->assertJsonCount(1, 'data')
            ->assertJsonPath('data.0.name', 'Standing Orders.pdf');
    }

    public function test_the_download_link_is_signed(): void
    {
        Storage::fake();
        $this->upload('Minutes.pdf');
        $url = $this->getJson("/api/councils/{$this->northfield()->id}/files")->json('data.0.url');

        $this->get($url)->assertOk()->assertDownload('Minutes.pdf');
        $this->get($url.'x')->assertForbidden();
    }

    public function test_a_member_may_not_upload_or_delete_and_a_non_member_may_not_list(): void
    {
        Storage::fake();
        $id = $this->upload('Minutes.pdf');
        $council = $this->northfield();

        $this->actingAs($this->user('member@example.com'))
            ->postJson("/api/councils/{$council->id}/files", ['file' => UploadedFile::fake()->create('x.pdf', 1, 'application/pdf')])
            ->assertForbidden();
        $this->actingAs($this->user('member@example.com'))->deleteJson("/api/councils/{$council->id}/files/{$id}")->assertForbidden();
        $this->actingAs($this->user('nocouncil@example.com'))->getJson("/api/councils/{$council->id}/files")->assertForbidden();
    }

    public function test_a_type_not_allowed_and_no_file_are_refused(): void
    {
        $council = $this->northfield();
        $this->actingAs($this->user('demo@example.com'));

        $this->postJson("/api/councils/{$council->id}/files", ['file' => UploadedFile::fake()->create('tool.exe', 1, 'application/x-msdownload')])
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['file' => 'The file field must be a file of type: pdf, doc, docx, xls, xlsx, ppt, pptx, odt, txt, md, csv, rtf, png, jpg.']);
        $this->postJson("/api/councils/{$council->id}/files", [])
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['file' => 'The file field is required.']);
    }

    public function test_an_admin_deletes_and_a_file_of_another_council_is_not_found(): void
    {
        Storage::fake();
        $id = $this->upload('Minutes.pdf');
        $riverside = Council::where('slug', 'riverside')->firstOrFail();
        $demo = $this->user('demo@example.com');

        $this->actingAs($demo)->deleteJson("/api/councils/{$riverside->id}/files/{$id}")->assertNotFound();
        $this->actingAs($demo)->deleteJson("/api/councils/{$this->northfield()->id}/files/{$id}")->assertNoContent();
        $this->assertDatabaseMissing('council_files', ['id' => $id]);
        Storage::assertDirectoryEmpty('council-files/'.$this->northfield()->id);
    }
}
