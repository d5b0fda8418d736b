<?php

namespace Tests\Feature;

use App\Models\Council;
use App\Models\Thread;
use App\Models\ThreadFile;
use App\Models\User;
use Illuminate\Console\Scheduling\Schedule;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Storage;
use Tests\TestCase;

/** What the contract says goes away, and when: unattached uploads, a deleted thread's files, a removed member's access. */
class LifecycleTest extends TestCase
{
    use RefreshDatabase;

    protected $seed = true;

    private function demo(): User
    {
        return User::where('email', 'demo@example.com')->firstOrFail();
    }

    private function thread(): Thread
    {
        $demo = $this->demo();

        return $demo->threads()->create(['agent_id' => $demo->agents()->first()->id]);
    }

    private function upload(Thread $thread, string $name, ?int $messageId = null, int $hoursAgo = 0): ThreadFile
    {
        $path = ThreadFile::folderOf($thread).'/'.$name;
        Storage::put($path, 'Contents of '.$name);
        $file = new ThreadFile(['name' => $name, 'size' => 12, 'mime_type' => 'text/plain', 'path' => $path]);
        $file->forceFill(['thread_id' => $thread->id, 'message_id' => $messageId, 'created_at' => now()->subHours($hoursAgo)])->save();

        return $file;
    }

    public function test_unattached_files_are_pruned_after_24_hours_with_their_stored_file(): void
    {
        Storage::fake();
        $thread = $this->thread();
        $message = $thread->messages()->create(['role' => 'user', 'content' => 'See the file', 'status' => 'completed']);
        $stale = $this->upload($thread, 'stale.txt', hoursAgo: 25);
        $fresh = $this->upload($thread, 'fresh.txt', hoursAgo: 23);
        $attached = $this->upload($thread, 'attached.txt', $message->id, hoursAgo: 25);

        $this->artisan('model:prune', ['--model' => [ThreadFile::class]])->assertSuccessful();

        $this->assertModelMissing($stale);
        Storage::assertMissing($stale->path);
        foreach ([$fresh, $attached] as $kept) {
            $this->assertModelExists($kept);
            Storage::assertExists($kept->path);
        }
    }

    public function test_model_prune_is_scheduled(): void
    {
        $events = collect(app(Schedule::class)->events());

        $this->assertTrue($events->contains(fn ($event) => str_contains($event->command, 'model:prune')), 'model:prune is not scheduled.');
    }

    public function test_a_deleted_threads_files_leave_the_disk(): void
    {
        Storage::fake();
        $thread = $this->thread();
        $file = $this->upload($thread, 'plan.txt');
        $other = $this->upload($this->thread(), 'other.txt');

        $this->actingAs($this->demo())->deleteJson("/api/threads/{$thread->id}")->assertNoContent();

        $this->assertModelMissing($file);
        Storage::assertMissing($file->path);
        Storage::assertExists($other->path);
    }

    public function test_a_removed_member_loses_their_council_agent_assignments(): void
    {
        $northfield = Council::where('slug', 'northfield')->firstOrFail();
        $member = User::where('email', 'member@example.com')->firstOrFail();
        $assigned = fn () => DB::table('council_agent_user')->where('user_id', $member->id)
            ->whereIn('council_agent_id', $northfield->councilAgents()->select('id'))->count();
        $this->assertGreaterThan(0, $assigned());

        $this->actingAs($this->demo())->deleteJson("/api/councils/{$northfield->id}/users/{$member->id}")->assertNoContent();

        $this->assertSame(0, $assigned());
    }
}
